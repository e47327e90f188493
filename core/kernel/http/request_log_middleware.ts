import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Paths carrying a secret in the address itself: the link of a password
 * reset email (spec: /password/reset/{token}). Logs are read by more people,
 * and kept longer, than such a token may be known.
 */
const SECRET_PATH = /^(\/password\/reset\/)[^/]+/

/** The request's path as logged: without its query string, secrets redacted. */
function loggedUrl(url: string) {
  return url.replace(SECRET_PATH, '$1[redacted]')
}

/** One structured log line per request, carrying its request id. */
export default class RequestLogMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    // Request lines are info: at a quieter LOG_LEVEL there is nothing to time or build.
    if (!ctx.logger.isLevelEnabled('info')) return next()
    const started = process.hrtime.bigint()
    try {
      await next()
    } finally {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6
      ctx.logger.info(
        { method: ctx.request.method(), url: loggedUrl(ctx.request.url()), status: ctx.response.getStatus(), duration_ms: Math.round(durationMs * 10) / 10 },
        'request'
      )
    }
  }
}

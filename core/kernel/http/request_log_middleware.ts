import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { loggedUrl } from './logged_url.js'

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

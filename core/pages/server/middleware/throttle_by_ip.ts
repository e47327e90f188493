import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import limiter from '@adonisjs/limiter/services/main'
import { consumeOrWait } from '#core/kernel/rate_limits'

export interface IpLimit {
  /** Names the counters of this limit: 'contact-page'. */
  name: string
  requests: number
  /** The window, as @adonisjs/limiter reads it: '10 minutes'. */
  duration: string
}

/**
 * Route middleware: answers 429 `{message}` once a client IP has used up
 * the limit's attempts (refused attempts count too). The counters are the
 * app's one limiter's (@adonisjs/limiter, its database or Redis store), so
 * every app node counts the same attempts.
 */
export function throttleByIp(limit: IpLimit) {
  const counter = limiter.use({ requests: limit.requests, duration: limit.duration })
  return async ({ request, response }: HttpContext, next: NextFn) => {
    const wait = await consumeOrWait(counter, `${limit.name}:${request.ip()}`)
    if (!wait) return next()
    const minutes = Math.ceil(wait / 60)
    response.header('Retry-After', String(wait))
    return response.tooManyRequests({ message: `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.` })
  }
}

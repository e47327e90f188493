import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { RateLimiter, type RateLimit } from '../services/rate_limiter.js'

/** Route middleware: answers 429 `{message}` once a client IP has used up the limit's attempts. */
export function throttleByIp(limit: RateLimit) {
  const limiter = new RateLimiter(limit)
  return async ({ request, response }: HttpContext, next: NextFn) => {
    const result = await limiter.hit(request.ip())
    if (result.allowed) return next()
    const minutes = Math.ceil(result.retryAfterSeconds / 60)
    response.header('Retry-After', String(result.retryAfterSeconds))
    return response.tooManyRequests({ message: `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.` })
  }
}

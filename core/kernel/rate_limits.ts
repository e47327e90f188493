import { errors, type Limiter } from '@adonisjs/limiter'

/**
 * Counts one request against a limit (@adonisjs/limiter). Returns the seconds
 * to wait when the limit is used up, in which case the request must be
 * refused, else 0. Every module's throttles go through it, so a 429 says how
 * long to wait the same way everywhere.
 */
export async function consumeOrWait(limit: Limiter, key: string): Promise<number> {
  try {
    await limit.consume(key)
    return 0
  } catch (error) {
    if (error instanceof errors.E_TOO_MANY_REQUESTS) return Math.max(1, error.response.availableIn)
    throw error
  }
}

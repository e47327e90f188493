import db from '@adonisjs/lucid/services/db'

export interface RateLimit {
  /** Names the counters of this limit: 'contact-page'. */
  name: string
  maxAttempts: number
  windowSeconds: number
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Counts attempts per key (an IP address...) in fixed windows, in the
 * rate_limits table so all app nodes share the counts. Every statement is
 * atomic on its own, so concurrent requests never lose a hit.
 */
export class RateLimiter {
  constructor(private limit: RateLimit) {}

  /** Records one attempt and says whether it is within the limit. */
  async hit(key: string): Promise<RateLimitResult> {
    const now = Date.now()
    const bucket = `${this.limit.name}:${key}`
    // Ended windows free their rows, which also starts this key's next window.
    await db.from('rate_limits').where('resets_at', '<=', now).delete()
    await db
      .knexQuery()
      .table('rate_limits')
      .insert({ bucket, hits: 1, resets_at: now + this.limit.windowSeconds * 1000 })
      .onConflict('bucket')
      .merge({ hits: db.knexRawQuery('hits + 1') })
    const row = await db.from('rate_limits').where('bucket', bucket).firstOrFail()
    if (Number(row.hits) <= this.limit.maxAttempts) return { allowed: true }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((Number(row.resets_at) - now) / 1000)) }
  }
}

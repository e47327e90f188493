import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import db from '@adonisjs/lucid/services/db'

/** The database store's table (config/limiter.ts; Redis keeps its own expiry). */
const TABLE = 'limiter_rate_limits'

/** Deletes the counters that expired over an hour before `now`. */
export async function deleteExpiredRateLimits(now = Date.now()) {
  await db.from(TABLE).where('expire', '<', now - 3_600_000).delete()
}

/**
 * Deletes rate-limit counters that expired over an hour ago, hourly.
 *
 * Why not the store's own `clearExpiredByTimeout`: rate-limiter-flexible
 * runs it from a bare timer whose failure is an unhandled rejection. A long
 * command (music:generate at 1M tracks, loaded: 17 minutes of mostly
 * synchronous work) let that timer fire after the command had closed the
 * database, and the rejection killed the process that had finished its work.
 * A scheduled job runs only while the app is up, and its failures are the
 * queue's to report.
 */
export default class ExpireRateLimitsJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'accounts.expire_rate_limits', maxRetries: 0 }

  async execute() {
    await deleteExpiredRateLimits()
  }
}

import { DateTime } from 'luxon'
import { LRUCache } from 'lru-cache'
import app from '@adonisjs/core/services/app'
import { SiteSettings } from '#core/kernel/module_services'
import type { ErrorSink, ReportedError } from '#core/kernel/contract'
import ErrorLogEntry, { sqlTime } from '../models/error_log_entry.js'
import { ERROR_LOG_LIMITS } from '../error_log_limits.js'
import { RETENTION_DAYS, RETENTION_SETTING } from '../error_log_retention.js'

/** Old entries are cleared at most this often per process, not on every write. */
const PRUNE_EVERY_MS = 60 * 60 * 1000

let prunedAt = 0

function cut(value: string | null, limit: number) {
  return value === null ? null : value.slice(0, limit)
}

/**
 * A storm of one error (a database gone, a crawler on a broken page, a
 * client bug on every page view) is stored a few times a minute, not once
 * per request: entries a minute apart show it goes on, and the table stays
 * bounded (30 days of one 5xx at 1,000 requests/s would be billions of
 * rows). Counted in memory, per process (each app node stores as many),
 * so that a report costs no extra query.
 */
export const SAME_ERROR_PER_MINUTE = 10
const storedLately = new LRUCache<string, { count: number }>({ max: 5000, ttl: 60_000 })

/** Counts this occurrence of the error (source, class and message); false once it was stored SAME_ERROR_PER_MINUTE times this minute. */
function worthStoring(error: { source: string; exception: string; message: string }) {
  const key = `${error.source}\u0000${error.exception}\u0000${error.message}`
  const seen = storedLately.get(key)
  if (!seen) storedLately.set(key, { count: 1 })
  else if (seen.count < SAME_ERROR_PER_MINUTE) seen.count++
  else return false
  return true
}

/** Starts every error's count afresh (tests empty the log between cases). */
export function forgetRecentErrors() {
  storedLately.clear()
}

/** Stores the reported errors in the error log (the error_logs table), a storm of one a few times a minute. */
const errorLogSink: ErrorSink = {
  async record(error: ReportedError) {
    const kept = {
      source: error.source,
      exception: error.exception.slice(0, ERROR_LOG_LIMITS.exception),
      message: error.message.slice(0, ERROR_LOG_LIMITS.message),
    }
    if (!worthStoring(kept)) return
    await ErrorLogEntry.create({
      ...kept,
      stack: cut(error.stack, ERROR_LOG_LIMITS.stack),
      url: cut(error.url, ERROR_LOG_LIMITS.url),
      method: error.method,
      status: error.status,
      requestId: cut(error.requestId, ERROR_LOG_LIMITS.requestId),
      userId: error.userId,
      userAgent: cut(error.userAgent, ERROR_LOG_LIMITS.userAgent),
    })
    if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = Date.now()
      await clearOldErrors()
    }
  },
}

/** Deletes the entries older than the retention period (the admin's setting, read afresh). */
export async function clearOldErrors() {
  const settings = await app.container.make(SiteSettings)
  await settings.refresh()
  const days = settings.get<number>(RETENTION_SETTING, RETENTION_DAYS)
  await ErrorLogEntry.query().where('created_at', '<', sqlTime(DateTime.utc().minus({ days }))).delete()
}

export default errorLogSink

import { DateTime } from 'luxon'
import type { ErrorSink, ReportedError } from '#core/kernel/contract'
import ErrorLogEntry, { sqlTime } from '../models/error_log_entry.js'
import { ERROR_LOG_LIMITS } from '../error_log_limits.js'

/** How long entries are kept: long enough to look back over a month. */
export const RETENTION_DAYS = 30
/** Old entries are cleared at most this often per process, not on every write. */
const PRUNE_EVERY_MS = 60 * 60 * 1000

let prunedAt = 0

function cut(value: string | null, limit: number) {
  return value === null ? null : value.slice(0, limit)
}

/** Stores every reported error in the error log (the error_logs table). */
const errorLogSink: ErrorSink = {
  async record(error: ReportedError) {
    await ErrorLogEntry.create({
      source: error.source,
      exception: error.exception.slice(0, ERROR_LOG_LIMITS.exception),
      message: error.message.slice(0, ERROR_LOG_LIMITS.message),
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

/** Deletes the entries older than the retention period. */
export async function clearOldErrors() {
  await ErrorLogEntry.query().where('created_at', '<', sqlTime(DateTime.utc().minus({ days: RETENTION_DAYS }))).delete()
}

export default errorLogSink

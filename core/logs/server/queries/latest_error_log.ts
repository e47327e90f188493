import ErrorLogEntry, { sqlTime } from '../models/error_log_entry.js'

/**
 * The latest day's error log: every entry of the most recent UTC day that
 * has one, oldest first, like a daily log file. Null while the log is empty.
 */
export async function latestErrorLog(): Promise<{ day: string; entries: ErrorLogEntry[] } | null> {
  const latest = await ErrorLogEntry.query().orderBy('id', 'desc').first()
  if (!latest) return null
  const day = latest.createdAt.toUTC().startOf('day')
  const entries = await ErrorLogEntry.query()
    .where('created_at', '>=', sqlTime(day))
    .where('created_at', '<', sqlTime(day.plus({ days: 1 })))
    .orderBy('id', 'asc')
  return { day: day.toISODate()!, entries }
}

/** One entry as a log line: time, source, exception and message, its context, then the stack. */
export function formatErrorLogEntry(entry: ErrorLogEntry) {
  const context = {
    request_id: entry.requestId,
    user_id: entry.userId,
    ...(entry.method ? { method: entry.method } : {}),
    url: entry.url,
    ...(entry.status ? { status: entry.status } : {}),
    user_agent: entry.userAgent,
  }
  const head = `[${entry.createdAt.toUTC().toISO()}] ${entry.source}.ERROR: ${entry.exception}: ${entry.message} ${JSON.stringify(context)}`
  return entry.stack ? `${head}\n${entry.stack}\n` : `${head}\n`
}


import db from '@adonisjs/lucid/services/db'
import { forgetRecentErrors } from '#core/logs/server/sinks/error_log_sink'

/** Empties the error log, and the counts that keep a storm of one error out of it, before a test. */
export async function emptyErrorLog() {
  await db.from('error_logs').delete()
  forgetRecentErrors()
}

import vine from '@vinejs/vine'
import { DateTime } from 'luxon'

/** An ISO time with its offset, as the browser's toISOString() writes it, that names a real moment. */
const isoTime = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const shaped = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
  if (!shaped || !DateTime.fromISO(value, { setZone: true }).isValid) field.report('The {{ field }} field must be an ISO time such as 2026-01-31T12:00:00Z', 'isoTime', field)
})

/** `since`: only the entries from this time on (the error log's list and its count). */
export function sinceField() {
  return vine.string().use(isoTime()).optional()
}

/** GET logs/error/count: how many entries, optionally since a time. */
export const errorLogCountValidator = vine.compile(vine.object({ since: sinceField() }))

import vine from '@vinejs/vine'
import { DateTime } from 'luxon'

/** An ISO time with its offset, as the browser's toISOString() writes it, that names a real moment. */
const isoTime = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const shaped = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
  if (!shaped || !DateTime.fromISO(value, { setZone: true }).isValid) field.report('The {{ field }} field must be an ISO time such as 2026-01-31T12:00:00Z', 'isoTime', field)
})

/** GET logs/error: which page of the error log, newest first, optionally since a time or matching a text. */
export const errorLogListValidator = vine.compile(
  vine.object({
    page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
    perPage: vine.number().withoutDecimals().min(1).max(100).optional(),
    since: vine.string().use(isoTime()).optional(),
    search: vine.string().trim().maxLength(200).optional(),
  })
)

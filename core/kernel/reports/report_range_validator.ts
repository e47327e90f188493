import vine from '@vinejs/vine'
import { MAX_REPORT_DAYS, REPORT_PRESETS, type ReportPreset } from '../shared/reports.js'
import { addDays, utcDay } from './daily_rollups.js'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar day written 'YYYY-MM-DD' (2026-02-30 is not one). */
const calendarDay = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  if (!DAY.test(value) || utcDay(Date.parse(`${value}T00:00:00Z`) || 0) !== value) field.report('The {{ field }} field must be a date such as 2026-01-31', 'calendarDay', field)
})

/** The end of a custom range: not before its start, not after today, at most MAX_REPORT_DAYS long. */
const rangeEnd = vine.createRule((value, _options, field) => {
  const start = field.parent?.start
  if (typeof value !== 'string' || typeof start !== 'string' || !DAY.test(value) || !DAY.test(start)) return
  if (value < start) field.report('The end must not be before the start.', 'rangeEnd', field)
  else if (value > utcDay()) field.report('The end must not be after today.', 'rangeEnd', field)
  else if (addDays(start, MAX_REPORT_DAYS - 1) < value) field.report(`A report covers at most ${MAX_REPORT_DAYS} days.`, 'rangeEnd', field)
})

/**
 * A report's range (GET admin/reports/:name, music's insights): a preset range ending today (7d, 30d, 90d, 365d;
 * 30d when left out) or `custom` with its first and last day.
 */
export const reportRangeValidator = vine.compile(
  vine.object({
    range: vine.enum([...(Object.keys(REPORT_PRESETS) as ReportPreset[]), 'custom' as const]).optional(),
    start: vine.string().use(calendarDay()).optional().requiredWhen('range', '=', 'custom'),
    end: vine.string().use(calendarDay()).use(rangeEnd()).optional().requiredWhen('range', '=', 'custom'),
  })
)

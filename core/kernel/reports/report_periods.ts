import { addDays, utcDay } from './daily_rollups.js'
import { REPORT_PRESETS, type ReportPeriods, type ReportPreset } from '../shared/reports.js'

export type ReportRangeInput = { range?: ReportPreset | 'custom'; start?: string; end?: string }

/**
 * The range a report covers (a preset ends today, which it includes) and the
 * period of the same length just before it, which it is compared with.
 */
export function reportPeriods(input: ReportRangeInput, today = utcDay()): ReportPeriods {
  const preset: ReportPreset = input.range && input.range !== 'custom' ? input.range : '30d'
  const current =
    input.range === 'custom' && input.start && input.end
      ? { start: input.start, end: input.end }
      : { start: addDays(today, 1 - REPORT_PRESETS[preset]), end: today }
  const length = Math.round((Date.parse(current.end) - Date.parse(current.start)) / 86_400_000) + 1
  return { current, previous: { start: addDays(current.start, -length), end: addDays(current.start, -1) } }
}

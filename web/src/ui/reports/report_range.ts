import { REPORT_PRESETS, type ReportPreset } from '../../../../core/kernel/shared/reports.js'

/** The range the report index shows: a preset ending today, or a custom first and last day. */
export type ReportRange = { preset: ReportPreset } | { preset: 'custom'; start: string; end: string }

export const DEFAULT_RANGE: ReportRange = { preset: '30d' }

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The range in the page's address (?range=7d, ?range=custom&start=...&end=...), or the default. */
export function rangeFromSearch(search: URLSearchParams): ReportRange {
  const preset = search.get('range')
  if (preset && preset in REPORT_PRESETS) return { preset: preset as ReportPreset }
  const start = search.get('start') ?? ''
  const end = search.get('end') ?? ''
  if (preset === 'custom' && DAY.test(start) && DAY.test(end)) return { preset: 'custom', start, end }
  return DEFAULT_RANGE
}

/** The address parameters of a range. */
export function rangeToSearch(range: ReportRange): Record<string, string> {
  return range.preset === 'custom' ? { range: 'custom', start: range.start, end: range.end } : { range: range.preset }
}

import type { ReportInterval, ReportPeriod } from '../../../../core/kernel/shared/reports.js'

/**
 * How the reports write numbers, changes, days and the values of their
 * rankings, in the visitor's language (the browser's Intl).
 */

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 })
const whole = new Intl.NumberFormat()

/** 1,234 below ten thousand, 12.3K above. */
export function formatCount(value: number) {
  return value >= 10_000 ? compact.format(value) : whole.format(value)
}

/** Every digit (tables, tooltips). */
export function formatExact(value: number) {
  return whole.format(value)
}

/** The change from `previous` to `value` in percent, or null when there was nothing before. */
export function changeOf(value: number, previous: number): number | null {
  if (previous === 0) return null
  return ((value - previous) / previous) * 100
}

const percent = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1, signDisplay: 'exceptZero' })

export function formatChange(change: number) {
  return `${percent.format(change)}%`
}

/** '3 Mar' (and the year when the range spans two). */
export function formatDay(day: string, withYear = false) {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    ...(withYear && { year: 'numeric' }),
  })
}

const dayRange = new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' })
const wholeMonth = new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', month: 'long', year: 'numeric' })

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`)

/** A point of a report's x axis: '3 Mar' for a day or the week starting then, 'Mar' (or 'Mar 2026') for a month. */
export function formatBucketStart(day: string, interval: ReportInterval, withYear = false) {
  if (interval !== 'month') return formatDay(day, withYear)
  return utcDate(day).toLocaleDateString(undefined, { timeZone: 'UTC', month: 'short', ...(withYear && { year: 'numeric' }) })
}

/**
 * Every day a point covers, for its tooltip and table row: '3 Mar 2026',
 * 'Mar 3 – 9, 2026', 'March 2026' for a whole month, the days of a month the
 * range cuts ('28 – 30 Nov 2025').
 */
export function formatBucket(period: ReportPeriod) {
  const start = utcDate(period.start)
  const end = utcDate(period.end)
  const next = new Date(end.getTime() + 86_400_000)
  if (start.getUTCDate() === 1 && next.getUTCDate() === 1 && start.getUTCMonth() === end.getUTCMonth()) return wholeMonth.format(start)
  return dayRange.formatRange(start, end)
}

const regions = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(undefined, { type: 'region' }) : null

/** A country's name from its ISO 3166-1 alpha-2 code. */
export function countryName(code: string) {
  try {
    return regions?.of(code) ?? code
  } catch {
    return code
  }
}

/** A ranking's item label for people: '' is unknown, lower-case names (device types) are capitalised, 'iOS' kept. */
export function rankingLabel(label: string, kind: 'top' | 'countries' | 'breakdown', unknown: string) {
  if (label === '') return unknown
  if (kind === 'countries') return countryName(label)
  return kind === 'breakdown' && label === label.toLowerCase() ? label.charAt(0).toUpperCase() + label.slice(1) : label
}

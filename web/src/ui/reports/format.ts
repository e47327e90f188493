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

import type { Trans } from '@web/i18n/translator.js'
import { formatTime } from './player/format_time.js'

/** A track's length from the API's milliseconds: 3:45. */
export function formatDuration(ms: number | null | undefined) {
  return ms == null ? '' : formatTime(ms / 1000)
}

/** A list's total length: "1 hr 5 min", "42 min", "50 sec". */
export function formatTotalDuration(trans: Trans, ms: number) {
  const minutes = Math.floor(ms / 60_000)
  if (minutes < 1) return trans(':count sec', { count: Math.round(ms / 1000) })
  const hours = Math.floor(minutes / 60)
  if (!hours) return trans(':count min', { count: minutes })
  return trans(':hours hr :minutes min', { hours, minutes: minutes % 60 })
}

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 })
const full = new Intl.NumberFormat('en')

/** 1.2K, 3.4M for counts shown in passing; full numbers where they are the point. */
export function formatCount(value: number, style: 'compact' | 'full' = 'full') {
  return (style === 'compact' ? compact : full).format(value)
}

export function yearOf(date: string | null | undefined) {
  return date ? date.slice(0, 4) : ''
}

/** "3 days ago" style relative dates for lists of things the viewer did. */
export function formatRelative(iso: string, now = Date.now()) {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000)
  const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
  const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ]
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit)
  }
  return rtf.format(0, 'second')
}

/** "1 follower", "1,204 followers": the English text by count, translated, with the count formatted. */
export function countLabel(trans: Trans, count: number, one: string, other: string) {
  return trans(count === 1 ? one : other, { count: formatCount(count) })
}

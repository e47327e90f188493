import type { ReportBucket, ReportInterval, ReportPeriod, ReportPeriods, ReportSeries } from '../shared/reports.js'
import { addDays, utcDay } from './daily_rollups.js'

/**
 * The longest range drawn a point per day: the 90-day preset (and a quarter
 * of 92 days) stays daily; longer ranges are summed per week up to half a
 * year (27 points at most), and per month beyond (13 for a year): a chart a
 * few hundred pixels wide cannot show 365 daily points apart, and a table of
 * 365 rows is read by no one.
 */
const MOST_DAILY_POINTS = 92
const MOST_WEEKLY_POINTS_DAYS = 184

/** How a range's series are summed: per day, per week or per month. */
export function reportInterval(period: ReportPeriod): ReportInterval {
  const days = daysBetween(period.start, period.end) + 1
  if (days <= MOST_DAILY_POINTS) return 'day'
  return days <= MOST_WEEKLY_POINTS_DAYS ? 'week' : 'month'
}

/**
 * The calendar weeks (Monday to Sunday) or months a period meets, cut to the
 * period: its first and last may be partial (a year from 28 November starts
 * with 28-30 November). Days are UTC days, like the roll-ups' (the report's
 * time zone): the buckets' edges are plain calendar days.
 */
export function calendarBuckets(period: ReportPeriod, interval: ReportInterval): ReportPeriod[] {
  const buckets: ReportPeriod[] = []
  for (let start = period.start; start <= period.end; ) {
    const next = interval === 'day' ? addDays(start, 1) : interval === 'week' ? nextMonday(start) : firstOfNextMonth(start)
    const end = addDays(next, -1)
    buckets.push({ start, end: end < period.end ? end : period.end })
    start = next
  }
  return buckets
}

/**
 * The report's series summed per bucket of the current period's calendar
 * (reportInterval); the previous period is cut at the same distances from
 * its start, so each previous point covers as many days as the point it is
 * drawn against. `series` hold a number per day of each period (ReportData).
 * Sums are right for every metric the reports have: each is a daily count
 * (unique listeners are counted once a day, as the metrics' totals are).
 */
export function bucketSeries(periods: ReportPeriods, series: ReportSeries[]): { interval: ReportInterval; buckets: ReportBucket[]; series: ReportSeries[] } {
  const interval = reportInterval(periods.current)
  const current = calendarBuckets(periods.current, interval)
  const offsets = current.map((bucket) => ({ from: daysBetween(periods.current.start, bucket.start), to: daysBetween(periods.current.start, bucket.end) }))
  const sum = (values: number[]) => offsets.map(({ from, to }) => values.slice(from, to + 1).reduce((total, value) => total + value, 0))
  return {
    interval,
    buckets: current.map((bucket, index) => ({
      current: bucket,
      previous: { start: addDays(periods.previous.start, offsets[index].from), end: addDays(periods.previous.start, offsets[index].to) },
    })),
    series: series.map((item) => ({ ...item, current: sum(item.current), previous: sum(item.previous) })),
  }
}

function daysBetween(from: string, to: string) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** The Monday after `day` (a week starts on Monday, ISO 8601). */
function nextMonday(day: string) {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return addDays(day, ((8 - weekday) % 7) || 7)
}

function firstOfNextMonth(day: string) {
  const date = new Date(`${day}T00:00:00Z`)
  return utcDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1))
}

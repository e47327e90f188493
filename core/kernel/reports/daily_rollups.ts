import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ReportPeriod, ReportPeriods } from '../shared/reports.js'
import { forgetReportAnswers } from './report_answers.js'

/**
 * Daily roll-ups, the only thing reports read (never raw rows), in two
 * tables per module that share one shape:
 *
 * - a totals table: `day` (a DATE, the primary key) and one integer column
 *   per metric (`plays`, `listeners`);
 * - a top table: `day`, `dimension` ('track', 'country', 'browser'...),
 *   `value` (the id or name) and the same metric columns, with the primary
 *   key (dimension, day, value).
 *
 * A day keeps at most TOP_VALUES_PER_DAY values per dimension, its most
 * counted ones: a year of any dimension is then at most 36,600 rows to sum,
 * whatever the catalogue's size, which is what keeps a 365-day report under
 * its budget at a million tracks (docs/performance.md, "Admin reports"). A
 * range's top list is the sum of its days' top values: a value that missed
 * a day's top 100 misses that day's count. Totals are exact.
 */
export const TOP_VALUES_PER_DAY = 100

export interface RollupTables {
  totals: string
  top: string
}

/** A row of a day's top table before it is written. */
export type TopRow = { dimension: string; value: string } & Record<string, number | string>

/** 'YYYY-MM-DD' of a DATE column as the driver returns it: text (SQLite) or a Date at UTC midnight (mysql2, timezone Z). */
export function dayText(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)
}

/** The UTC day of a moment, 'YYYY-MM-DD'. */
export function utcDay(moment: Date | number = Date.now()): string {
  return new Date(moment).toISOString().slice(0, 10)
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000)
}

/** Every day of a period, in order. */
export function periodDays(period: ReportPeriod): string[] {
  const days: string[] = []
  for (let day = period.start; day <= period.end; day = addDays(day, 1)) days.push(day)
  return days
}

export interface DailyTotals {
  /** Per metric: one number per day of the current period, then of the previous one. */
  current: Record<string, number[]>
  previous: Record<string, number[]>
  /** Per metric: the sum over each period. */
  sums: { current: Record<string, number>; previous: Record<string, number> }
}

/**
 * The metrics of a totals table for every day of both periods (days without
 * a row count zero), in one query over the primary key.
 */
export async function readDailyTotals(table: string, metrics: string[], periods: ReportPeriods): Promise<DailyTotals> {
  const rows: Array<Record<string, unknown>> = await db
    .from(table)
    .whereBetween('day', [periods.previous.start, periods.current.end])
    .select('day', ...metrics)
  const byDay = new Map(rows.map((row) => [dayText(row.day), row]))
  const series = (period: ReportPeriod) => {
    const days = periodDays(period)
    return Object.fromEntries(metrics.map((metric) => [metric, days.map((day) => Number(byDay.get(day)?.[metric] ?? 0))]))
  }
  const current = series(periods.current)
  const previous = series(periods.previous)
  const sum = (values: Record<string, number[]>) =>
    Object.fromEntries(metrics.map((metric) => [metric, values[metric].reduce((total, value) => total + value, 0)]))
  return { current, previous, sums: { current: sum(current), previous: sum(previous) } }
}

/** A dimension's values over a period, most counted first by `metric`, with their sums. */
export async function readTopValues(
  table: string,
  dimension: string,
  metric: string,
  period: ReportPeriod,
  limit: number
): Promise<Array<{ value: string; total: number }>> {
  const rows: Array<{ value: string; total: unknown }> = await db
    .from(table)
    .where('dimension', dimension)
    .whereBetween('day', [period.start, period.end])
    .groupBy('value')
    .select('value')
    .sum(`${metric} as total`)
    .orderBy('total', 'desc')
    .orderBy('value', 'asc')
    .limit(limit)
  return rows.map((row) => ({ value: String(row.value), total: Number(row.total) }))
}

/**
 * Replaces one day's roll-up with a fresh count, in the caller's
 * transaction: its totals row, and per dimension its TOP_VALUES_PER_DAY
 * most counted values by `rankBy`. Run again for the same day (today, while
 * it lasts), it leaves the latest count.
 */
export async function replaceDailyRollup(
  trx: TransactionClientContract,
  tables: RollupTables,
  day: string,
  totals: Record<string, number>,
  top: TopRow[],
  rankBy: string
) {
  await trx.from(tables.totals).where('day', day).delete()
  await trx.from(tables.top).where('day', day).delete()
  await trx.table(tables.totals).insert({ day, ...totals })
  const kept = keepTopPerDimension(top, rankBy).map((row) => ({ day, ...row }))
  for (let from = 0; from < kept.length; from += 500) await trx.table(tables.top).multiInsert(kept.slice(from, from + 500))
  trx.after('commit', forgetReportAnswers)
}

/** Each dimension's TOP_VALUES_PER_DAY rows with the most `rankBy` (ties by value, so a recount keeps the same ones). */
function keepTopPerDimension(rows: TopRow[], rankBy: string): TopRow[] {
  const byDimension = new Map<string, TopRow[]>()
  for (const row of rows) {
    const group = byDimension.get(row.dimension)
    if (group) group.push(row)
    else byDimension.set(row.dimension, [row])
  }
  return [...byDimension.values()].flatMap((group) =>
    group
      .sort((a, b) => Number(b[rankBy]) - Number(a[rankBy]) || String(a.value).localeCompare(String(b.value)))
      .slice(0, TOP_VALUES_PER_DAY)
  )
}

/** How far back a first roll-up reaches into existing history: a year and a bit, what reports show. */
const BACKFILL_DAYS = 400

/**
 * The days a scheduled roll-up recounts: from the last day rolled up (it may
 * have ended since) through today; on the first run, from the oldest raw row
 * (at most BACKFILL_DAYS ago), so an install with history gets its reports at
 * once. `oldestRawDay` is asked only then.
 */
export async function daysToRollUp(tables: RollupTables, oldestRawDay: () => Promise<string | null>): Promise<string[]> {
  const today = utcDay()
  const [last] = await db.from(tables.totals).max('day as day')
  const from = last?.day ? dayText(last.day) : ((await oldestRawDay()) ?? today)
  const start = from < addDays(today, -BACKFILL_DAYS) ? addDays(today, -BACKFILL_DAYS) : from
  return periodDays({ start, end: today })
}

/** The half-open UTC time range of a day, in the 'yyyy-MM-dd HH:mm:ss' text rows are written with. */
export function dayBounds(day: string): [string, string] {
  return [`${day} 00:00:00`, `${addDays(day, 1)} 00:00:00`]
}

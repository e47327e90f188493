import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ReportPeriod, ReportPeriods } from '../shared/reports.js'
import { forgetReportAnswers } from './report_answers.js'
import { TOP_VALUES_PER_DAY, TOP_VALUES_PER_MONTH } from './rollup_limits.js'

/**
 * Daily roll-ups, the only thing reports read (never raw rows), in three
 * tables per module that share one shape:
 *
 * - a totals table: `day` (a DATE, the primary key) and one integer column
 *   per metric (`plays`, `listeners`);
 * - a top table: `day`, `dimension` ('track', 'country', 'browser'...),
 *   `value` (the id or name) and the same metric columns, with the primary
 *   key (dimension, day, value);
 * - a monthly top table: the same by `month` (its first day), the sums of
 *   the month's days, kept up to date as each day is recounted;
 * - a span top table: per day the top values of two spans that start or end
 *   on it, `month_rest` (the day through its month's last day, written once
 *   that last day is counted) and `year_so_far` (its year's first day
 *   through the day, written as the day is counted).
 *
 * A day keeps at most TOP_VALUES_PER_DAY values per dimension, its most
 * counted ones, and a month or a span TOP_VALUES_PER_MONTH. A range's top
 * list sums the months it covers whole and the days at its ends (up to
 * ~9,400 rows per dimension for a year); a range across one new year, as
 * every 365-day range but those starting on 1 January is, reads instead the
 * `month_rest` of its first day, the whole months to December and the
 * `year_so_far` of its last day (at most 13 blocks of 300 rows, ~2,250 on
 * average): docs/performance.md, "Admin reports". A value that missed a
 * day's, a month's or a span's top misses that count, so the lists are the
 * heads of long tails. Totals are exact.
 */
export { TOP_VALUES_PER_DAY, TOP_VALUES_PER_MONTH }

export interface RollupTables {
  totals: string
  top: string
  monthlyTop: string
  spanTop: string
  /** Every dimension the top tables hold (a span sums each of them, counted that day or not). */
  dimensions: readonly string[]
}

/** The spans of a span top table, by the day they start or end on. */
export type RollupSpan = 'month_rest' | 'year_so_far'

/** A row of a day's top table before it is written. */
export type TopRow = { dimension: string; value: string } & Record<string, number | string>

/** 'YYYY-MM-DD' of a DATE column as the driver returns it: text (SQLite) or a Date at UTC midnight (mysql2, timezone Z). */
export function dayText(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)
}

/**
 * A day ('YYYY-MM-DD', or a DATE column as dayText takes it) as its count of
 * days since 1970-01-01: a long series indexes days by it instead of by
 * text (formatting 1,460 days' text was ~1.5 ms of an insights request).
 */
export function dayNumber(value: unknown): number {
  const moment = value instanceof Date ? value.getTime() : Date.parse(`${String(value).slice(0, 10)}T00:00:00Z`)
  return Math.floor(moment / 86_400_000)
}

/** The UTC day of a moment, 'YYYY-MM-DD'. */
export function utcDay(moment: Date | number = Date.now()): string {
  return new Date(moment).toISOString().slice(0, 10)
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000)
}

/** Every day of a period, in order (one date parse for the lot: two years of days took ~1 ms through addDays). */
export function periodDays(period: ReportPeriod): string[] {
  const days: string[] = []
  const end = Date.parse(`${period.end}T00:00:00Z`)
  for (let moment = Date.parse(`${period.start}T00:00:00Z`); moment <= end; moment += 86_400_000) days.push(utcDay(moment))
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

/**
 * A dimension's values over a period, most counted first by `metric`, with
 * their sums: the months the period covers whole from the monthly table,
 * the days at its ends from the daily one, in one query.
 */
export async function readTopValues(
  tables: RollupTables,
  dimension: string,
  metric: string,
  period: ReportPeriod,
  limit: number
): Promise<Array<{ value: string; total: number }>> {
  const parts = rollupParts(db.connection(), tables, period, [dimension], ['value', `${metric} as amount`])
  const rows: Array<{ value: string; total: unknown }> = await db
    .from(parts.as('parts'))
    .groupBy('value')
    .select('value')
    .sum('amount as total')
    .orderBy('total', 'desc')
    .orderBy('value', 'asc')
    .limit(limit)
  return rows.map((row) => ({ value: String(row.value), total: Number(row.total) }))
}

/**
 * The roll-up rows that sum to a period's top values, as one UNION ALL of
 * `columns` of the `dimensions`: across one new year the first day's
 * `month_rest`, the whole months to December and the last day's
 * `year_so_far` (acrossNewYear); otherwise the whole months and the days
 * around them (splitByMonths).
 */
function rollupParts(client: QueryClientContract, tables: RollupTables, period: ReportPeriod, dimensions: readonly string[], columns: string[]) {
  const across = acrossNewYear(period)
  const queries = across
    ? [
        ...(across.monthRest ? [client.from(tables.spanTop).where('span', 'month_rest').where('day', across.monthRest)] : []),
        ...(across.months.length ? [client.from(tables.monthlyTop).whereIn('month', across.months)] : []),
        client.from(tables.spanTop).where('span', 'year_so_far').where('day', across.yearSoFar),
      ]
    : (({ months, edges }) => [
        ...(months.length ? [client.from(tables.monthlyTop).whereIn('month', months)] : []),
        ...edges.map((edge) => client.from(tables.top).whereBetween('day', [edge.start, edge.end])),
      ])(splitByMonths(period))
  const [first, ...others] = queries.map((query) => query.whereIn('dimension', [...dimensions]).select(...columns))
  for (const other of others) first.unionAll(other)
  return first
}

/**
 * A period from one year into the next, as the span and month rows that
 * sum to it: the first day's `month_rest` (none when it is a month's first
 * day, whose month is then whole), the months after it to December, and the
 * last day's `year_so_far`. Null for a period within one year or over more
 * than one new year.
 */
export function acrossNewYear(period: ReportPeriod): { monthRest: string | null; months: string[]; yearSoFar: string } | null {
  if (Number(period.end.slice(0, 4)) !== Number(period.start.slice(0, 4)) + 1) return null
  const startsMonth = period.start.endsWith('-01')
  const months: string[] = []
  for (let month = startsMonth ? period.start : nextMonth(firstOfMonth(period.start)); month.slice(0, 4) === period.start.slice(0, 4); month = nextMonth(month))
    months.push(month)
  return { monthRest: startsMonth ? null : period.start, months, yearSoFar: period.end }
}

/** The first days of the months a period covers whole, and the runs of days before and after them. */
export function splitByMonths(period: ReportPeriod): { months: string[]; edges: ReportPeriod[] } {
  const months: string[] = []
  for (let month = firstOfMonth(period.start); month <= period.end; month = nextMonth(month)) {
    if (month >= period.start && addDays(nextMonth(month), -1) <= period.end) months.push(month)
  }
  if (!months.length) return { months, edges: [period] }
  const edges: ReportPeriod[] = []
  if (period.start < months[0]) edges.push({ start: period.start, end: addDays(months[0], -1) })
  const afterMonths = nextMonth(months[months.length - 1])
  if (afterMonths <= period.end) edges.push({ start: afterMonths, end: period.end })
  return { months, edges }
}

function firstOfMonth(day: string) {
  return `${day.slice(0, 7)}-01`
}

/** The first day of the month after the one `month` (a first day) starts. */
function nextMonth(month: string) {
  const date = new Date(`${month}T00:00:00Z`)
  return utcDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1))
}

/**
 * Replaces one day's roll-up with a fresh count, in the caller's
 * transaction: its totals row, per dimension its TOP_VALUES_PER_DAY most
 * counted values by `rankBy`, and its month's top values summed anew. Run
 * again for the same day (today, while it lasts), it leaves the latest count.
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
  await insertRows(trx, tables.top, keepTopPerDimension(top, rankBy, TOP_VALUES_PER_DAY).map((row) => ({ day, ...row })))
  await recountMonth(trx, tables, firstOfMonth(day), Object.keys(totals), rankBy)
  await recountSpansOfDay(trx, tables, day, Object.keys(totals), rankBy)
  trx.after('commit', forgetReportAnswers)
}

/**
 * The spans a day's count ends, from its month's and days' rows: the year
 * so far, and when it is a month's last day each of the month's days' rest
 * of the month (a 1st's is the whole month, read from the monthly table).
 * Recounting days in order, as the roll-up jobs do (from the last day
 * counted through today), leaves every later span of the year up to date.
 */
export async function recountSpansOfDay(client: QueryClientContract, tables: RollupTables, day: string, metrics: string[], rankBy: string) {
  await recountSpan(client, tables, 'year_so_far', day, { start: `${day.slice(0, 4)}-01-01`, end: day }, metrics, rankBy)
  const month = firstOfMonth(day)
  if (addDays(nextMonth(month), -1) !== day) return
  for (let first = addDays(month, 1); first <= day; first = addDays(first, 1)) await recountSpan(client, tables, 'month_rest', first, { start: first, end: day }, metrics, rankBy)
}

/** Every counted day's spans, oldest first: a migration adding the span table to roll-ups already kept. */
export async function backfillSpans(client: QueryClientContract, tables: RollupTables, metrics: string[], rankBy: string) {
  const days = await client.from(tables.totals).orderBy('day').select('day')
  for (const { day } of days) await recountSpansOfDay(client, tables, dayText(day), metrics, rankBy)
}

/** A span's top values per dimension, summed from the month and day rows (as a report over it would read them), the most counted kept. */
async function recountSpan(client: QueryClientContract, tables: RollupTables, span: RollupSpan, day: string, period: ReportPeriod, metrics: string[], rankBy: string) {
  const parts = rollupParts(client, tables, period, tables.dimensions, ['dimension', 'value', ...metrics])
  const sums = client.from(parts.as('parts')).groupBy('dimension', 'value').select('dimension', 'value')
  for (const metric of metrics) sums.sum(`${metric} as ${metric}`)
  const rows: TopRow[] = (await sums).map((row: Record<string, unknown>) => ({
    ...Object.fromEntries(metrics.map((metric) => [metric, Number(row[metric])])),
    dimension: String(row.dimension),
    value: String(row.value),
  }))
  await client.from(tables.spanTop).where('span', span).where('day', day).delete()
  await insertRows(client, tables.spanTop, keepTopPerDimension(rows, rankBy, TOP_VALUES_PER_MONTH).map((row) => ({ span, day, ...row })))
}

/** A month's top values per dimension: the sums of its days' top values, the most counted kept. */
async function recountMonth(trx: TransactionClientContract, tables: RollupTables, month: string, metrics: string[], rankBy: string) {
  const sums = trx
    .from(tables.top)
    .whereBetween('day', [month, addDays(nextMonth(month), -1)])
    .groupBy('dimension', 'value')
    .select('dimension', 'value')
  for (const metric of metrics) sums.sum(`${metric} as ${metric}`)
  const rows: TopRow[] = (await sums).map((row: Record<string, unknown>) => ({
    ...Object.fromEntries(metrics.map((metric) => [metric, Number(row[metric])])),
    dimension: String(row.dimension),
    value: String(row.value),
  }))
  await trx.from(tables.monthlyTop).where('month', month).delete()
  await insertRows(trx, tables.monthlyTop, keepTopPerDimension(rows, rankBy, TOP_VALUES_PER_MONTH).map((row) => ({ month, ...row })))
}

async function insertRows(client: QueryClientContract, table: string, rows: Array<Record<string, unknown>>) {
  for (let from = 0; from < rows.length; from += 500) await client.table(table).multiInsert(rows.slice(from, from + 500))
}

/** Each dimension's `count` rows with the most `rankBy` (ties by value, so a recount keeps the same ones). */
function keepTopPerDimension(rows: TopRow[], rankBy: string, count: number): TopRow[] {
  const byDimension = new Map<string, TopRow[]>()
  for (const row of rows) {
    const group = byDimension.get(row.dimension)
    if (group) group.push(row)
    else byDimension.set(row.dimension, [row])
  }
  return [...byDimension.values()].flatMap((group) =>
    group
      .sort((a, b) => Number(b[rankBy]) - Number(a[rankBy]) || String(a.value).localeCompare(String(b.value)))
      .slice(0, count)
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

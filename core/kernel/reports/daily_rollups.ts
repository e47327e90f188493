import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { RawBuilderContract } from '@adonisjs/lucid/types/querybuilder'
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
 * - a span top table: per day the top values of three spans that start or
 *   end on it, `month_rest` (the day through its month's last day, written
 *   once that last day is counted), `year_so_far` (its year's first day
 *   through the day, written as the day is counted) and `year_rest` (the day
 *   through 31 December, written for every day of a year once it has ended:
 *   closeEndedYear).
 *
 * A day keeps at most TOP_VALUES_PER_DAY values per dimension, its most
 * counted ones, and a month or a span TOP_VALUES_PER_MONTH. A range's top
 * list sums the months it covers whole and the days at its ends (up to
 * ~9,400 rows per dimension for a year); a range across one new year, as
 * every 365-day range but those starting on 1 January is, reads instead the
 * `year_rest` of its first day and the `year_so_far` of its last (two blocks
 * of 300 rows), and a range from 1 January the `year_so_far` of its last day:
 * docs/performance.md, "Admin reports". A value that missed a day's, a
 * month's or a span's top misses that count, so the lists are the heads of
 * long tails. Totals are exact.
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
export type RollupSpan = 'month_rest' | 'year_so_far' | 'year_rest'

/** Roll-up rows that sum to a period's top values: one span of one day, whole months, or the days of a run. */
type RollupBlock = { span: RollupSpan; day: string } | { months: string[] } | { days: ReportPeriod }

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
  /** The current period's last day rolled up (null when none is): the top lists are read through it (readTopLists). */
  counted: ReportPeriod | null
}

/**
 * The metrics of a totals table for every day of both periods (days without
 * a row count zero), in one query over the primary key. Rows are placed by
 * their distance in days from the period's start: formatting each of a
 * year's days to look rows up by name took ~10 % of a cold report's CPU.
 */
export async function readDailyTotals(table: string, metrics: string[], periods: ReportPeriods): Promise<DailyTotals> {
  const rows: Array<Record<string, unknown>> = await db
    .from(table)
    .whereBetween('day', [periods.previous.start, periods.current.end])
    .select('day', ...metrics)
  const start = { current: dayNumber(periods.current.start), previous: dayNumber(periods.previous.start) }
  const zeros = (period: ReportPeriod) => Object.fromEntries(metrics.map((metric) => [metric, new Array<number>(dayNumber(period.end) - dayNumber(period.start) + 1).fill(0)]))
  const current = zeros(periods.current)
  const previous = zeros(periods.previous)
  let last = -1
  for (const row of rows) {
    const day = dayNumber(row.day)
    const inCurrent = day >= start.current
    const index = day - (inCurrent ? start.current : start.previous)
    const series = inCurrent ? current : previous
    if (index >= series[metrics[0]].length) continue
    for (const metric of metrics) series[metric][index] = Number(row[metric] ?? 0)
    if (inCurrent && index > last) last = index
  }
  const sum = (values: Record<string, number[]>) =>
    Object.fromEntries(metrics.map((metric) => [metric, values[metric].reduce((total, value) => total + value, 0)]))
  return {
    current,
    previous,
    sums: { current: sum(current), previous: sum(previous) },
    counted: last < 0 ? null : { start: periods.current.start, end: addDays(periods.current.start, last) },
  }
}

/** A top list a report shows: a dimension's values most counted by `metric`, the first `limit`. */
export interface TopList {
  dimension: string
  metric: string
  limit: number
}

/**
 * Top lists over the days of a period rolled up so far
 * (DailyTotals.counted), by dimension: each list's values most counted first
 * by its metric, with their sums (ties by value), over the roll-up blocks
 * that sum to the period (topBlocks). On MySQL/MariaDB one statement ranks
 * every list per dimension: a statement per list cost the app's CPU more
 * than the database's time (a cold plays report is six lists: 13.7 -> 8.8 ms
 * of app CPU with the spans). SQLite runs in the app's process, where the
 * ranked statement cost more than six plain ones (6.0 against 4.2 ms).
 */
export async function readTopLists(tables: RollupTables, counted: ReportPeriod | null, lists: TopList[]): Promise<Map<string, Array<{ value: string; total: number }>>> {
  const tops = new Map(lists.map((list) => [list.dimension, [] as Array<{ value: string; total: number }>]))
  if (!counted || !lists.length) return tops
  const blocks = topBlocks(counted)
  if (db.connection().dialect.name !== 'mysql') {
    for (const list of lists) {
      const parts = rollupParts(db.connection(), tables, blocks, [list.dimension], ['value', `${list.metric} as amount`])
      const rows: Array<{ value: string; total: unknown }> = await db
        .from(parts.as('parts'))
        .groupBy('value')
        .select('value')
        .sum('amount as total')
        .orderBy('total', 'desc')
        .orderBy('value', 'asc')
        .limit(list.limit)
      tops.set(list.dimension, rows.map((row) => ({ value: String(row.value), total: Number(row.total) })))
    }
    return tops
  }
  const metrics = [...new Set(lists.map((list) => list.metric))]
  // One metric (the plays report's lists) is a column; with several, each dimension's list sums its own.
  const amount =
    metrics.length === 1
      ? `${metrics[0]} as amount`
      : db.raw(`CASE dimension ${lists.map((list) => `WHEN ? THEN ${list.metric}`).join(' ')} END as amount`, lists.map((list) => list.dimension))
  const parts = rollupParts(db.connection(), tables, blocks, lists.map((list) => list.dimension), ['dimension', 'value', amount])
  const sums = db.from(parts.as('parts')).groupBy('dimension', 'value').select('dimension', 'value').sum('amount as total')
  const ranked = db.from(sums.as('sums')).select('dimension', 'value', 'total', db.raw('ROW_NUMBER() OVER (PARTITION BY dimension ORDER BY total DESC, value ASC) as place'))
  const rows: Array<{ dimension: string; value: string; total: unknown }> = await db
    .from(ranked.as('ranked'))
    .whereRaw(`place <= CASE dimension ${lists.map(() => 'WHEN ? THEN ?').join(' ')} END`, lists.flatMap((list) => [list.dimension, list.limit]))
    .orderBy('place')
    .select('dimension', 'value', 'total')
  for (const row of rows) tops.get(row.dimension)?.push({ value: String(row.value), total: Number(row.total) })
  return tops
}

/**
 * The blocks a report reads for a period whose last day is rolled up (the
 * span rows of a day exist once it is counted, and a year's `year_rest`
 * before any day of the next year is: closeEndedYear): across one new year
 * the first day's `year_rest` and the last day's `year_so_far`; from 1
 * January the last day's `year_so_far`; otherwise the whole months and the
 * days around them (monthBlocks).
 */
export function topBlocks(period: ReportPeriod): RollupBlock[] {
  const year = Number(period.start.slice(0, 4))
  const endYear = Number(period.end.slice(0, 4))
  if (endYear === year + 1)
    return [
      { span: 'year_rest', day: period.start },
      { span: 'year_so_far', day: period.end },
    ]
  if (endYear === year && period.start.endsWith('-01-01')) return [{ span: 'year_so_far', day: period.end }]
  return monthBlocks(period)
}

/** A period as the whole months it covers and the runs of days before and after them, read from the monthly and daily tables. */
function monthBlocks(period: ReportPeriod): RollupBlock[] {
  const { months, edges } = splitByMonths(period)
  return [...(months.length ? [{ months }] : []), ...edges.map((days) => ({ days }))]
}

/** The rows of `blocks` as one UNION ALL of `columns` of the `dimensions`. */
function rollupParts(client: QueryClientContract, tables: RollupTables, blocks: RollupBlock[], dimensions: readonly string[], columns: Array<string | RawBuilderContract>) {
  const queries = blocks.map((block) =>
    'span' in block
      ? client.from(tables.spanTop).where('span', block.span).where('day', block.day)
      : 'months' in block
        ? client.from(tables.monthlyTop).whereIn('month', block.months)
        : client.from(tables.top).whereBetween('day', [block.days.start, block.days.end])
  )
  const [first, ...others] = queries.map((query) => query.whereIn('dimension', [...dimensions]).select(...columns))
  for (const other of others) first.unionAll(other)
  return first
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
 * Replaces one day's roll-up with a fresh count, in one transaction: its
 * totals row, per dimension its TOP_VALUES_PER_DAY most counted values by
 * `rankBy`, its month's top values summed anew and the spans it ends. Run
 * again for the same day (today, while it lasts), it leaves the latest
 * count. Counting a year's last day once it is over closes the year
 * (closeEndedYear), before any day of the next year is counted.
 */
export async function replaceDailyRollup(tables: RollupTables, day: string, totals: Record<string, number>, top: TopRow[], rankBy: string) {
  const metrics = Object.keys(totals)
  await db.transaction(async (trx) => {
    await trx.from(tables.totals).where('day', day).delete()
    await trx.from(tables.top).where('day', day).delete()
    await trx.table(tables.totals).insert({ day, ...totals })
    await insertRows(trx, tables.top, keepTopPerDimension(top, rankBy, TOP_VALUES_PER_DAY).map((row) => ({ day, ...row })))
    await recountMonth(trx, tables, firstOfMonth(day), metrics, rankBy)
    await recountSpansOfDay(trx, tables, day, metrics, rankBy)
    trx.after('commit', forgetReportAnswers)
  })
  if (day.endsWith('-12-31') && day < utcDay()) await closeEndedYear(tables, day.slice(0, 4), metrics, rankBy)
}

/**
 * The spans a day's count ends, from its month's and days' rows: the year
 * so far, and when it is a month's last day each of the month's days' rest
 * of the month (a 1st's is the whole month, read from the monthly table).
 * Recounting days in order, as the roll-up jobs do (from the last day
 * counted through today), leaves every later span of the year up to date.
 */
export async function recountSpansOfDay(client: QueryClientContract, tables: RollupTables, day: string, metrics: string[], rankBy: string) {
  await recountSpan(client, tables, 'year_so_far', day, monthBlocks({ start: `${day.slice(0, 4)}-01-01`, end: day }), metrics, rankBy)
  const month = firstOfMonth(day)
  if (addDays(nextMonth(month), -1) !== day) return
  for (let first = addDays(month, 1); first <= day; first = addDays(first, 1))
    await recountSpan(client, tables, 'month_rest', first, monthBlocks({ start: first, end: day }), metrics, rankBy)
}

/**
 * Every day's `year_rest` of a year that has ended (its 31 December is
 * counted and over), after that day's count, in a transaction per month: a
 * year's 365 spans take seconds at the bench's scale, longer than SQLite's
 * writers wait for the lock (5 s), and reports read a year's `year_rest`
 * only once a day of the next year is counted (topBlocks), which the
 * roll-up jobs do after this (a run that stops half way recounts the same
 * 31 December, and closes the year again, on its next run).
 */
async function closeEndedYear(tables: RollupTables, year: string, metrics: string[], rankBy: string) {
  for (let month = `${year}-01-01`; month.startsWith(year); month = nextMonth(month))
    await db.transaction(async (trx) => {
      await recountYearRests(trx, tables, { start: month, end: addDays(nextMonth(month), -1) }, metrics, rankBy)
      trx.after('commit', forgetReportAnswers)
    })
}

/**
 * The `year_rest` of each day of `days` (within one month): the day's rest
 * of its month (the month whole on a 1st) and the months after it to
 * December, summed here from two reads of the spans and months its year's
 * days have left (a statement per day made a year's close ~1,100
 * statements: minutes on MariaDB on a loaded machine).
 */
async function recountYearRests(client: QueryClientContract, tables: RollupTables, days: ReportPeriod, metrics: string[], rankBy: string) {
  const month = firstOfMonth(days.start)
  const dimensions = [...tables.dimensions]
  const rowOf = (row: Record<string, unknown>): TopRow => ({
    ...Object.fromEntries(metrics.map((metric) => [metric, Number(row[metric])])),
    dimension: String(row.dimension),
    value: String(row.value),
  })
  const monthRows: Array<Record<string, unknown>> = await client
    .from(tables.monthlyTop)
    .whereBetween('month', [month, `${month.slice(0, 4)}-12-01`])
    .whereIn('dimension', dimensions)
    .select('month', 'dimension', 'value', ...metrics)
  const restRows: Array<Record<string, unknown>> = await client
    .from(tables.spanTop)
    .where('span', 'month_rest')
    .whereBetween('day', [days.start, days.end])
    .whereIn('dimension', dimensions)
    .select('day', 'dimension', 'value', ...metrics)
  const add = (sums: Map<string, TopRow>, rows: TopRow[]) => {
    for (const row of rows) {
      const key = `${row.dimension}\n${row.value}`
      const sum = sums.get(key)
      if (!sum) sums.set(key, { ...row })
      else for (const metric of metrics) sum[metric] = Number(sum[metric]) + Number(row[metric])
    }
  }
  // The months after this one, summed once for every day of it.
  const after = new Map<string, TopRow>()
  add(after, monthRows.filter((row) => dayText(row.month) !== month).map(rowOf))
  const wholeMonth = monthRows.filter((row) => dayText(row.month) === month).map(rowOf)
  const restOf = new Map<string, TopRow[]>()
  for (const row of restRows) {
    const day = dayText(row.day)
    restOf.set(day, [...(restOf.get(day) ?? []), rowOf(row)])
  }
  await client.from(tables.spanTop).where('span', 'year_rest').whereBetween('day', [days.start, days.end]).delete()
  for (const day of periodDays(days)) {
    const sums = new Map(after)
    for (const [key, row] of sums) sums.set(key, { ...row })
    add(sums, day === month ? wholeMonth : (restOf.get(day) ?? []))
    await insertRows(client, tables.spanTop, keepTopPerDimension([...sums.values()], rankBy, TOP_VALUES_PER_MONTH).map((row) => ({ span: 'year_rest', day, ...row })))
  }
}

/** Every counted day's spans, oldest first: a migration adding the span table to roll-ups already kept. */
export async function backfillSpans(client: QueryClientContract, tables: RollupTables, metrics: string[], rankBy: string) {
  const days = await client.from(tables.totals).orderBy('day').select('day')
  for (const { day } of days) await recountSpansOfDay(client, tables, dayText(day), metrics, rankBy)
}

/** The `year_rest` spans of every year rolled up that a later counted day has closed: a migration adding them to roll-ups already kept. */
export async function backfillYearRests(client: QueryClientContract, tables: RollupTables, metrics: string[], rankBy: string) {
  const [{ first, last }] = await client.from(tables.totals).min('day as first').max('day as last')
  if (!first) return
  for (let year = Number(dayText(first).slice(0, 4)); year < Number(dayText(last).slice(0, 4)); year++)
    for (let month = `${year}-01-01`; month.startsWith(String(year)); month = nextMonth(month))
      await recountYearRests(client, tables, { start: month, end: addDays(nextMonth(month), -1) }, metrics, rankBy)
}

/** A span's top values per dimension, summed from the rows of `blocks`, the most counted kept. */
async function recountSpan(client: QueryClientContract, tables: RollupTables, span: RollupSpan, day: string, blocks: RollupBlock[], metrics: string[], rankBy: string) {
  const parts = rollupParts(client, tables, blocks, tables.dimensions, ['dimension', 'value', ...metrics])
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

import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { dayNumber, periodDays } from '#core/kernel/reports/daily_rollups'
import { bucketSeries } from '#core/kernel/reports/report_buckets'
import type { ReportPeriod, ReportPeriods, ReportRanking, ReportRankingItem } from '#core/kernel/shared/reports'
import type { InsightRate, InsightsAnswer } from '../../shared/insights_types.js'
import { urls } from '../../shared/urls.js'
import type { InsightTarget } from './insights_access.js'
import { INSIGHT_DAYS, INSIGHT_MONTHS, INSIGHT_VALUE_MONTHS, INSIGHT_VALUES, type InsightDimension } from './insight_tables.js'
import { periodParts } from './insight_month_sql.js'

/** Items of the top tracks list and of each breakdown but countries (which the map shows whole). */
const TOP = 10

export type DayTotals = { plays: number; listeners: number; completed: number; skips: number }
const METRICS = ['plays', 'listeners', 'completed', 'skips'] as const
const NO_PLAYS: DayTotals = { plays: 0, listeners: 0, completed: 0, skips: 0 }

/**
 * A subject's insights over a range against the previous period, from the
 * daily roll-ups only (insight_rollups.ts): plays and unique listeners per
 * day, completion and skip rates, the top tracks of an album or an artist,
 * and where (countries), on what (devices, platforms) and from where in the
 * app (sources) people listened. The breakdowns and top tracks read whole
 * months from the monthly roll-ups and only the partial months at either
 * end by day, so a year is ~13 months of rows, not 365 days
 * (bench/admin_reports.ts --reports insights measures it).
 */
export async function readInsights(target: InsightTarget, periods: ReportPeriods): Promise<InsightsAnswer> {
  // One after another: the three at once (Promise.all) measured no better on MariaDB (artist 43 against
  // 52 req/s in a same-run A/B on the loaded machine), each request then holding three pool connections.
  const perDay = await dailyTotals(target, periods)
  const values = await dimensionValues(target, periods.current)
  const tracks = target.type === 'track' ? null : await topTracks(target, periods.current)
  const series = (period: ReportPeriod) => {
    const days: DayTotals[] = []
    for (let day = dayNumber(period.start), last = dayNumber(period.end); day <= last; day++) days.push(perDay.get(day) ?? NO_PLAYS)
    return days
  }
  const current = series(periods.current)
  const previous = series(periods.previous)
  const sum = (days: DayTotals[]) =>
    Object.fromEntries(METRICS.map((metric) => [metric, days.reduce((total, day) => total + day[metric], 0)])) as DayTotals
  const sums = { current: sum(current), previous: sum(previous) }
  const metric = (key: 'plays' | 'listeners', label: string) => ({ key, label, value: sums.current[key], previous: sums.previous[key] })

  return {
    report: { name: 'insights', label: target.name },
    subject: target,
    period: periods.current,
    previous: periods.previous,
    metrics: [metric('plays', 'Plays'), metric('listeners', 'Unique listeners')],
    // Read per day, drawn per week or month over a long range.
    ...bucketSeries(
      periods,
      (['plays', 'listeners'] as const).map((key) => ({
        key,
        label: key === 'plays' ? 'Plays' : 'Unique listeners',
        current: current.map((day) => day[key]),
        previous: previous.map((day) => day[key]),
      }))
    ),
    rates: {
      completion: { value: share(sums.current.completed, sums.current.plays), previous: share(sums.previous.completed, sums.previous.plays) },
      // Of the listens that started: the counted plays and the skips.
      skip: {
        value: share(sums.current.skips, sums.current.plays + sums.current.skips),
        previous: share(sums.previous.skips, sums.previous.plays + sums.previous.skips),
      },
    },
    rankings: [
      ...(tracks ? [ranking('tracks', 'Top tracks', 'top', tracks)] : []),
      ranking('countries', 'Countries', 'countries', values.get('country') ?? []),
      ranking('sources', 'Sources', 'breakdown', (values.get('source') ?? []).slice(0, TOP)),
      ranking('devices', 'Devices', 'breakdown', (values.get('device') ?? []).slice(0, TOP)),
      ranking('platforms', 'Platforms', 'breakdown', (values.get('platform') ?? []).slice(0, TOP)),
    ],
  }
}

/** Every day of a period with its numbers (days without any count zero): the CSV export. */
export async function insightDays(target: InsightTarget, period: ReportPeriod): Promise<Array<DayTotals & { day: string }>> {
  const perDay = await dailyTotals(target, { current: period, previous: period })
  const first = dayNumber(period.start)
  return periodDays(period).map((day, index) => ({ day, ...(perDay.get(first + index) ?? NO_PLAYS) }))
}

function share(part: number, whole: number): InsightRate['value'] {
  return whole > 0 ? part / whole : null
}

function ranking(key: string, label: string, kind: ReportRanking['kind'], items: ReportRankingItem[]): ReportRanking {
  return { key, label, kind, valueLabel: 'Plays', items }
}

/** Both periods' days of the subject that had plays or skips, by day number (dayNumber). */
async function dailyTotals(target: InsightTarget, periods: ReportPeriods): Promise<Map<number, DayTotals>> {
  const rows: Array<Record<string, unknown>> = await db
    .from(INSIGHT_DAYS)
    .where('subject_type', target.type)
    .where('subject_id', target.id)
    .whereBetween('day', [periods.previous.start, periods.current.end])
    .select('day', ...METRICS)
  return new Map(
    rows.map((row) => [dayNumber(row.day), { plays: Number(row.plays), listeners: Number(row.listeners), completed: Number(row.completed), skips: Number(row.skips) }] as const)
  )
}

/** Every dimension's values over the period, most played first (a source's names are the screen's to translate). */
async function dimensionValues(target: InsightTarget, period: ReportPeriod) {
  const rows = await sumOverPeriod<{ dimension: InsightDimension; value: string }>(period, { daily: INSIGHT_VALUES, monthly: INSIGHT_VALUE_MONTHS }, (table, column, range) =>
    db
      .from(table)
      .where('subject_type', target.type)
      .where('subject_id', target.id)
      .whereBetween(column, [range.start, range.end])
      .groupBy('dimension', 'value')
      .select('dimension', 'value')
      .sum('plays as total')
  )
  const byDimension = new Map<InsightDimension, ReportRankingItem[]>()
  for (const row of rows) byDimension.set(row.dimension, [...(byDimension.get(row.dimension) ?? []), { label: String(row.value), value: row.total }])
  for (const items of byDimension.values()) items.sort((a, b) => b.value - a.value || a.label.localeCompare(b.label))
  return byDimension
}

/**
 * An album's or an artist's most played tracks over the period, from the
 * tracks' own roll-ups. The track ids are read first and passed as a list:
 * with a subquery MariaDB joined each track's rows by (subject_type,
 * subject_id) and read all its days, not the range (an artist of 44 tracks:
 * 32,000 rows and 8 ms for one month of days, 1,300 rows and 0.5 ms with
 * the list).
 */
async function topTracks(target: InsightTarget, period: ReportPeriod): Promise<ReportRankingItem[]> {
  const credited: Array<{ id: number }> =
    target.type === 'album'
      ? await db.from('tracks').where('album_id', target.id).select('id')
      : await db.from('artist_track').where('artist_id', target.id).select('track_id as id')
  const trackIds = credited.map((row) => Number(row.id))
  if (!trackIds.length) return []
  const totals = await sumOverPeriod<{ subject_id: number }>(period, { daily: INSIGHT_DAYS, monthly: INSIGHT_MONTHS }, (table, column, range) =>
    db
      .from(table)
      .where('subject_type', 'track')
      .whereIn('subject_id', trackIds)
      .whereBetween(column, [range.start, range.end])
      .groupBy('subject_id')
      .select('subject_id')
      .sum('plays as total')
  )
  const top = totals.sort((a, b) => b.total - a.total || Number(a.subject_id) - Number(b.subject_id)).slice(0, TOP)
  const ids = top.map((row) => Number(row.subject_id))
  const tracks = new Map<number, { id: number; name: string; image: string | null; album_image: string | null }>(
    (
      await db
        .from('tracks')
        .leftJoin('albums', 'albums.id', 'tracks.album_id')
        .whereIn('tracks.id', ids)
        .select('tracks.id', 'tracks.name', 'tracks.image', 'albums.image as album_image')
    ).map((row: { id: number; name: string; image: string | null; album_image: string | null }) => [Number(row.id), row])
  )
  return top.flatMap((row) => {
    const track = tracks.get(Number(row.subject_id))
    return track ? [{ label: track.name, value: row.total, href: urls.track(track), image: track.image ?? track.album_image ?? null }] : []
  })
}

/**
 * Plays summed over a period by some grouping: its whole months from the
 * monthly table, its partial months at either end from the daily one
 * (insight_months.ts), read as one UNION ALL of the parts, each grouped, and
 * added up per group. `query` reads one table and range, grouped, with the
 * plays as `total`. One statement instead of one per part: in a CPU profile
 * of bench:insights on MariaDB, knex and mysql2 took ~0.2-0.3 ms per
 * statement whatever its rows, and each round trip waits for a core twice.
 */
async function sumOverPeriod<Group extends Record<string, unknown>>(
  period: ReportPeriod,
  tables: { daily: string; monthly: string },
  query: (table: string, column: 'day' | 'month', range: ReportPeriod) => DatabaseQueryBuilderContract
): Promise<Array<Group & { total: number }>> {
  const parts = periodParts(period)
  // A query of unions only: knex writes it `part UNION ALL part ...`, each part with its own GROUP BY
  // (unions added to a part would come after that part's GROUP BY, which then groups the whole union).
  const union = db.query()
  if (parts.months) union.unionAll(query(tables.monthly, 'month', parts.months))
  for (const range of parts.days) union.unionAll(query(tables.daily, 'day', range))
  const answers: Array<Record<string, unknown>> = await union
  const sums = new Map<string, Group & { total: number }>()
  for (const { total, ...group } of answers) {
    const key = JSON.stringify(group)
    const sum = sums.get(key) ?? ({ ...group, total: 0 } as Group & { total: number })
    sum.total += Number(total)
    sums.set(key, sum)
  }
  return [...sums.values()]
}

import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { dayBounds } from '#core/kernel/reports/daily_rollups'
import { COMPLETED_SHARE } from '../../shared/play_sources.js'
import { INSIGHT_DAYS, INSIGHT_DIMENSIONS, INSIGHT_VALUES, type InsightSubject } from './insight_tables.js'
import { rollUpInsightMonths } from './insight_months.js'

/**
 * How each subject's plays are grouped: a play is its track's, its track's
 * album's and each credited artist's (a track with two artists counts for
 * both).
 */
const GROUPINGS: Record<InsightSubject, { column: string; join: (query: DatabaseQueryBuilderContract) => DatabaseQueryBuilderContract }> = {
  track: { column: 'tracks.id', join: (query) => query },
  album: { column: 'tracks.album_id', join: (query) => query.whereNotNull('tracks.album_id') },
  artist: { column: 'artist_track.artist_id', join: (query) => query.join('artist_track', 'artist_track.track_id', 'tracks.id') },
}

type DayRow = { subject_type: InsightSubject; subject_id: number; day: string; plays: number; listeners: number; completed: number; skips: number }
type ValueRow = { subject_type: InsightSubject; subject_id: number; dimension: string; day: string; value: string; plays: number }

/**
 * Recounts one day of every track's, album's and artist's insights from the
 * raw plays and skips, replacing what the day had. Run by the daily plays
 * roll-up (reports/play_rollups.ts) for each day it recounts, under its lock.
 * A play by the track's owner or an artist's manager (`self_play`) is left
 * out: nobody's insights should grow by listening to themselves.
 */
export async function rollUpInsightsOfDay(day: string) {
  const [from, to] = dayBounds(day)
  const plays = () => db.from('plays').join('tracks', 'tracks.id', 'plays.track_id').where('plays.created_at', '>=', from).where('plays.created_at', '<', to).where('plays.self_play', false)
  const skips = () => db.from('play_skips').join('tracks', 'tracks.id', 'play_skips.track_id').where('play_skips.created_at', '>=', from).where('play_skips.created_at', '<', to)

  const days: DayRow[] = []
  const values: ValueRow[] = []
  for (const [subject, { column, join }] of Object.entries(GROUPINGS) as Array<[InsightSubject, (typeof GROUPINGS)[InsightSubject]]>) {
    const totals = await join(plays())
      .groupBy(column)
      .select(`${column} as subject_id`)
      .count('* as plays')
      .select(db.raw('COUNT(DISTINCT plays.user_id) + COUNT(DISTINCT plays.visitor_id) as listeners'))
      // listened_ms and duration are both milliseconds; an unknown duration never completes.
      .select(db.raw(`SUM(CASE WHEN tracks.duration > 0 AND plays.listened_ms >= tracks.duration * ${COMPLETED_SHARE} THEN 1 ELSE 0 END) as completed`))
    const skipped = (await join(skips()).groupBy(column).select(`${column} as subject_id`).count('* as skips')) as Array<{ subject_id: unknown; skips: unknown }>
    const rows = new Map<number, DayRow>()
    const rowOf = (id: unknown) => {
      const subjectId = Number(id)
      let row = rows.get(subjectId)
      if (!row) rows.set(subjectId, (row = { subject_type: subject, subject_id: subjectId, day, plays: 0, listeners: 0, completed: 0, skips: 0 }))
      return row
    }
    for (const total of totals as Array<Record<string, unknown>>)
      Object.assign(rowOf(total.subject_id), { plays: Number(total.plays), listeners: Number(total.listeners), completed: Number(total.completed ?? 0) })
    for (const skip of skipped) rowOf(skip.subject_id).skips = Number(skip.skips)
    days.push(...rows.values())

    for (const dimension of INSIGHT_DIMENSIONS) {
      const counted = (await join(plays())
        .groupBy(column, `plays.${dimension}`)
        .select(`${column} as subject_id`, `plays.${dimension} as value`)
        .count('* as plays')) as Array<{ subject_id: unknown; value: unknown; plays: unknown }>
      for (const row of counted)
        values.push({ subject_type: subject, subject_id: Number(row.subject_id), dimension, day, value: String(row.value ?? ''), plays: Number(row.plays) })
    }
  }

  await db.transaction(async (trx) => {
    await trx.from(INSIGHT_DAYS).where('day', day).delete()
    await trx.from(INSIGHT_VALUES).where('day', day).delete()
    for (const [table, rows] of [
      [INSIGHT_DAYS, days],
      [INSIGHT_VALUES, values],
    ] as const) {
      for (let start = 0; start < rows.length; start += 500) await trx.table(table).multiInsert(rows.slice(start, start + 500))
    }
  })
  // The day's month, summed again from its days (insight_months.ts).
  await rollUpInsightMonths(db.connection(), { from: day, to: day })
}

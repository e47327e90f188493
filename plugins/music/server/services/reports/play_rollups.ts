import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { moduleLock } from '#core/kernel/locks'
import { dayBounds, daysToRollUp, dayText, replaceDailyRollup, type TopRow } from '#core/kernel/reports/daily_rollups'
import { PLAY_ROLLUPS_LOCK } from '../../../locks.js'
import { PLAY_ROLLUPS, type PlayDimension } from './play_rollup_tables.js'
import { rollUpInsightsOfDay } from '../../insights/insight_rollups.js'

/**
 * Recounts the plays report's roll-ups of every day since the last one
 * (daysToRollUp: normally today, and yesterday just after midnight) from the
 * play history, and the insights of every track, album and artist played
 * those days. Scheduled by the manifest (jobs/roll_up_daily_plays_job.ts);
 * one recount at a time across app nodes. Returns the days recounted.
 */
export async function rollUpDailyPlays(): Promise<string[]> {
  const [, days] = await moduleLock(PLAY_ROLLUPS_LOCK).runImmediately(async () => {
    const recounted = await daysToRollUp(PLAY_ROLLUPS, oldestPlayDay)
    for (const day of recounted) {
      await rollUpPlaysOfDay(day)
      // The same days of each track's, album's and artist's insights (backstage and admin {id}/insights).
      await rollUpInsightsOfDay(day)
    }
    return recounted
  })
  return days ?? []
}

/**
 * One day's plays and listeners, and its most played tracks, artists,
 * albums, countries, devices and platforms. A listener is an account, or a
 * guest's visitor cookie (plays carry one or the other), counted once a day.
 */
export async function rollUpPlaysOfDay(day: string) {
  const [from, to] = dayBounds(day)
  const ofDay = () => db.from('plays').where('plays.created_at', '>=', from).where('plays.created_at', '<', to)
  const [totals] = await counted(ofDay())
  const top: TopRow[] = [
    ...(await byDimension('track', ofDay().groupBy('plays.track_id').select('plays.track_id as value'))),
    ...(await byDimension(
      'artist',
      ofDay().join('artist_track', 'artist_track.track_id', 'plays.track_id').groupBy('artist_track.artist_id').select('artist_track.artist_id as value')
    )),
    ...(await byDimension(
      'album',
      ofDay().join('tracks', 'tracks.id', 'plays.track_id').whereNotNull('tracks.album_id').groupBy('tracks.album_id').select('tracks.album_id as value')
    )),
    ...(await byDimension('country', ofDay().groupBy('plays.country').select('plays.country as value'))),
    ...(await byDimension('device', ofDay().groupBy('plays.device').select('plays.device as value'))),
    ...(await byDimension('platform', ofDay().groupBy('plays.platform').select('plays.platform as value'))),
  ]
  await replaceDailyRollup(PLAY_ROLLUPS, day, { plays: Number(totals.plays), listeners: Number(totals.listeners) }, top, 'plays')
}

/** Adds the plays and the distinct listeners (accounts plus guests' cookies) to a query of plays. */
function counted(query: DatabaseQueryBuilderContract) {
  return query
    .count('* as plays')
    .select(db.raw('COUNT(DISTINCT plays.user_id) + COUNT(DISTINCT plays.visitor_id) as listeners'))
}

async function byDimension(dimension: PlayDimension, query: DatabaseQueryBuilderContract): Promise<TopRow[]> {
  const rows = (await counted(query)) as Array<{ value: unknown; plays: unknown; listeners: unknown }>
  return rows.map((row) => ({ dimension, value: String(row.value ?? ''), plays: Number(row.plays), listeners: Number(row.listeners) }))
}

async function oldestPlayDay() {
  const [row] = await db.from('plays').min('created_at as first')
  return row?.first ? dayText(row.first) : null
}

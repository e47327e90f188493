import db from '@adonisjs/lucid/services/db'
import type { ReportSource } from '#core/kernel/contract'
import { readDailyTotals, readTopLists } from '#core/kernel/reports/daily_rollups'
import type { ReportPeriods, ReportRanking, ReportRankingItem } from '#core/kernel/shared/reports'
import { urls } from '../../../shared/urls.js'
import { PLAY_ROLLUPS, type PlayDimension } from './play_rollup_tables.js'

/** Items of each top list. */
const TOP = 10

/**
 * The admin report index's plays tab (the manifest's `reports`): plays and
 * unique listeners per day against the previous period, the most played
 * tracks, artists and albums with links to their pages, and where, on what
 * and on which systems people listened. Reads the daily roll-ups only
 * (play_rollups.ts).
 */
const playsReport: ReportSource = {
  async read(periods: ReportPeriods) {
    const totals = await readDailyTotals(PLAY_ROLLUPS.totals, ['plays', 'listeners'], periods)
    const metric = (key: 'plays' | 'listeners', label: string) => ({
      key,
      label,
      value: totals.sums.current[key],
      previous: totals.sums.previous[key],
      current: totals.current[key],
      previousSeries: totals.previous[key],
    })
    const shown = [metric('plays', 'Plays'), metric('listeners', 'Unique listeners')]
    // The top lists of the days rolled up so far, in one statement.
    const tops = await readTopLists(PLAY_ROLLUPS, totals.counted, [
      ...(['track', 'artist', 'album', 'device', 'platform'] as const).map((dimension) => ({ dimension, metric: 'plays', limit: TOP })),
      { dimension: 'country', metric: 'plays', limit: 250 },
    ])
    const top = (dimension: PlayDimension) => tops.get(dimension) ?? []
    return {
      metrics: shown.map(({ key, label, value, previous }) => ({ key, label, value, previous })),
      series: shown.map(({ key, label, current, previousSeries }) => ({ key, label, current, previous: previousSeries })),
      rankings: [
        ranking('tracks', 'Top tracks', 'top', await topTracks(top('track'))),
        ranking('artists', 'Top artists', 'top', await topArtists(top('artist'))),
        ranking('albums', 'Top albums', 'top', await topAlbums(top('album'))),
        ranking('countries', 'Countries', 'countries', plain(top('country'))),
        ranking('devices', 'Devices', 'breakdown', plain(top('device'))),
        ranking('platforms', 'Platforms', 'breakdown', plain(top('platform'))),
      ],
    }
  },
}

export default playsReport

function ranking(key: string, label: string, kind: ReportRanking['kind'], items: ReportRankingItem[]): ReportRanking {
  return { key, label, kind, valueLabel: 'Plays', items }
}

type Top = Array<{ value: string; total: number }>

/** A dimension whose values are shown as they are (a country code, 'mobile', 'Android'). */
function plain(top: Top) {
  return top.map(({ value, total }) => ({ label: value, value: total }))
}

/** The top ids of a catalogue dimension with their rows (rows deleted since are left out). */
async function topRows<Row extends { id: number }>(top: Top, rowsOf: (ids: number[]) => Promise<Row[]>) {
  const rows = new Map((await rowsOf(top.map(({ value }) => Number(value)))).map((row) => [row.id, row]))
  return top.flatMap(({ value, total }) => {
    const row = rows.get(Number(value))
    return row ? [{ row, plays: total }] : []
  })
}

async function topTracks(tracks: Top): Promise<ReportRankingItem[]> {
  const top = await topRows(tracks, (ids) =>
    db.from('tracks').leftJoin('albums', 'albums.id', 'tracks.album_id').whereIn('tracks.id', ids).select('tracks.id', 'tracks.name', 'tracks.image', 'albums.image as album_image')
  )
  const artists = await artistNames('artist_track', 'track_id', top.map(({ row }) => row.id))
  return top.map(({ row, plays }) => ({
    label: row.name,
    detail: artists.get(row.id)?.join(', ') ?? null,
    value: plays,
    href: urls.track(row),
    image: row.image ?? row.album_image ?? null,
  }))
}

async function topArtists(artists: Top): Promise<ReportRankingItem[]> {
  const top = await topRows(artists, (ids) => db.from('artists').whereIn('id', ids).select('id', 'name', 'image'))
  return top.map(({ row, plays }) => ({ label: row.name, value: plays, href: urls.artist(row), image: row.image ?? null }))
}

async function topAlbums(albums: Top): Promise<ReportRankingItem[]> {
  const top = await topRows(albums, (ids) => db.from('albums').whereIn('id', ids).select('id', 'name', 'image'))
  const artists = await artistNames('album_artist', 'album_id', top.map(({ row }) => row.id))
  return top.map(({ row, plays }) => {
    const names = artists.get(row.id) ?? []
    return {
      label: row.name,
      detail: names.join(', ') || null,
      value: plays,
      href: urls.album({ ...row, artists: names.map((name) => ({ name })) }),
      image: row.image ?? null,
    }
  })
}

/** The credited artists' names of tracks or albums, in credit order. */
async function artistNames(pivot: 'artist_track' | 'album_artist', key: 'track_id' | 'album_id', ids: number[]) {
  const rows: Array<{ owner: number; name: string }> = await db
    .from(pivot)
    .join('artists', 'artists.id', `${pivot}.artist_id`)
    .whereIn(`${pivot}.${key}`, ids)
    .orderBy(`${pivot}.position`)
    .select(`${pivot}.${key} as owner`, 'artists.name')
  const names = new Map<number, string[]>()
  for (const row of rows) names.set(row.owner, [...(names.get(row.owner) ?? []), row.name])
  return names
}

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
    const catalogue = await readCatalogue({ track: idsOf(top('track')), artist: idsOf(top('artist')), album: idsOf(top('album')) })
    return {
      metrics: shown.map(({ key, label, value, previous }) => ({ key, label, value, previous })),
      series: shown.map(({ key, label, current, previousSeries }) => ({ key, label, current, previous: previousSeries })),
      rankings: [
        ranking('tracks', 'Top tracks', 'top', topTracks(top('track'), catalogue)),
        ranking('artists', 'Top artists', 'top', topArtists(top('artist'), catalogue)),
        ranking('albums', 'Top albums', 'top', topAlbums(top('album'), catalogue)),
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

function idsOf(top: Top) {
  return top.map(({ value }) => Number(value))
}

/** The rows of the top ids still in the catalogue (rows deleted since are left out), in the top's order. */
function topRows(top: Top, rows: Map<number, CatalogueRow>) {
  return top.flatMap(({ value, total }) => {
    const row = rows.get(Number(value))
    return row ? [{ row, plays: total }] : []
  })
}

function topTracks(tracks: Top, catalogue: Catalogue): ReportRankingItem[] {
  return topRows(tracks, catalogue.track).map(({ row, plays }) => ({
    label: row.name,
    detail: catalogue.track_artist.get(row.id)?.join(', ') ?? null,
    value: plays,
    href: urls.track(row),
    image: row.image ?? row.album_image ?? null,
  }))
}

function topArtists(artists: Top, catalogue: Catalogue): ReportRankingItem[] {
  return topRows(artists, catalogue.artist).map(({ row, plays }) => ({ label: row.name, value: plays, href: urls.artist(row), image: row.image ?? null }))
}

function topAlbums(albums: Top, catalogue: Catalogue): ReportRankingItem[] {
  return topRows(albums, catalogue.album).map(({ row, plays }) => {
    const names = catalogue.album_artist.get(row.id) ?? []
    return {
      label: row.name,
      detail: names.join(', ') || null,
      value: plays,
      href: urls.album({ ...row, artists: names.map((name) => ({ name })) }),
      image: row.image ?? null,
    }
  })
}

/** A row of readCatalogue: a track, artist or album, or (`*_artist`) a credited artist's name of the track or album `id`. */
interface CatalogueRow {
  kind: 'track' | 'artist' | 'album' | 'track_artist' | 'album_artist'
  id: number
  name: string
  image: string | null
  album_image: string | null
  /** A credit's place in its track's or album's credits. */
  position: number | null
}

interface Catalogue {
  track: Map<number, CatalogueRow>
  artist: Map<number, CatalogueRow>
  album: Map<number, CatalogueRow>
  /** The credited artists' names of each track and album, in credit order. */
  track_artist: Map<number, string[]>
  album_artist: Map<number, string[]>
}

/**
 * The top tracks (with their album's image), artists and albums and the
 * credited artists of the tracks and albums, in one statement: one UNION
 * ALL of one column shape whose `kind` says which list a row belongs to.
 * They were five look-ups, five round trips per report read cold: on
 * MariaDB a cold report sends 3 statements instead of 7 and costs the app
 * 0.7-0.9 ms (20-26 %) less CPU (docs/performance.md, branch reports18).
 */
async function readCatalogue(ids: Record<'track' | 'artist' | 'album', number[]>): Promise<Catalogue> {
  const catalogue: Catalogue = { track: new Map(), artist: new Map(), album: new Map(), track_artist: new Map(), album_artist: new Map() }
  if (!ids.track.length && !ids.artist.length && !ids.album.length) return catalogue
  const kind = (name: CatalogueRow['kind']) => db.raw(`'${name}' as kind`)
  const none = (column: string) => db.raw(`null as ${column}`)
  const credits = (name: 'track_artist' | 'album_artist', pivot: 'artist_track' | 'album_artist', key: 'track_id' | 'album_id', owners: number[]) =>
    db
      .from(pivot)
      .join('artists', 'artists.id', `${pivot}.artist_id`)
      .whereIn(`${pivot}.${key}`, owners)
      .select(kind(name), `${pivot}.${key} as id`, 'artists.name', none('image'), none('album_image'), `${pivot}.position`)
  const rows: CatalogueRow[] = await db
    .from('tracks')
    .leftJoin('albums', 'albums.id', 'tracks.album_id')
    .whereIn('tracks.id', ids.track)
    .select(kind('track'), 'tracks.id', 'tracks.name', 'tracks.image', 'albums.image as album_image', none('position'))
    .unionAll(db.from('artists').whereIn('id', ids.artist).select(kind('artist'), 'id', 'name', 'image', none('album_image'), none('position')))
    .unionAll(db.from('albums').whereIn('id', ids.album).select(kind('album'), 'id', 'name', 'image', none('album_image'), none('position')))
    .unionAll(credits('track_artist', 'artist_track', 'track_id', ids.track))
    .unionAll(credits('album_artist', 'album_artist', 'album_id', ids.album))
  // Credit order sorted here: an ORDER BY over the UNION made SQLite sort each part and merge them (0.3 against 0.1 ms).
  for (const row of rows.sort((a, b) => (a.position ?? 0) - (b.position ?? 0))) {
    if (row.kind === 'track_artist' || row.kind === 'album_artist') {
      const names = catalogue[row.kind]
      names.set(row.id, [...(names.get(row.id) ?? []), row.name])
    } else catalogue[row.kind].set(row.id, row)
  }
  return catalogue
}

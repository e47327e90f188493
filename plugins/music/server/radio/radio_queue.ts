import { MORPH } from '../models/columns.js'
import type { Viewer } from '../services/shared/viewer.js'
import { trackSummaries, visibleTrackRows, type TrackSummary } from '../services/summaries/tracks.js'
import { decodeCursor, encodeCursor, pseudoRandom, type RadioCursor } from './radio_cursor.js'
import { boundedReads, type BoundedRead } from './bounded_reads.js'
import { resolveSeed, type RadioSeed, type SeedType } from './radio_seed.js'
import type { RadioPage } from '../../shared/api_types.js'

export const RADIO_PAGE = 20
/** Recently played tracks the queue avoids. */
const RECENT = 50
/** Co-listening samples: the latest plays of the first seed tracks give listeners, whose latest plays are counted. */
const CO_LISTEN = { seedTracks: 5, playsPerTrack: 12, listeners: 20, playsPerListener: 30 }
/** At most this many tracks of one artist per page, so a page does not collapse onto one artist. */
const PER_ARTIST = 2

/** Each source proposes a few more tracks than its share: some are filtered out. */
const SHARES = { genre: 8, tag: 5, coListen: 8, artist: 4, fill: 25 }

/** SQL of the track catalogue's highest id (a scalar subquery: start points are fractions of it). */
const MAX_TRACK_ID = '(SELECT MAX(id) FROM tracks)'

/**
 * Ids of `from` read upwards from a pseudo-random point and, wrapping around,
 * from the bottom: two index range reads, cheap at any catalogue size, and a
 * different slice on every page.
 */
function wrappedSlice(from: string, column: string, bindings: unknown[], start: number, count: number): BoundedRead[] {
  const read = (comparison: string): BoundedRead => [
    `SELECT ${column} AS value FROM ${from} AND ${column} ${comparison} ? * ${MAX_TRACK_ID} ORDER BY ${column} LIMIT ${count}`,
    [...bindings, start],
  ]
  return [read('>='), read('<')]
}

/** Tracks linked to one of the seed's genres or tags (a different term on each page). */
function termSlice(pivot: 'genreables' | 'taggables', termIds: number[], cursor: RadioCursor, salt: number, count: number) {
  if (!termIds.length) return []
  const [key, type, item] = pivot === 'genreables' ? ['genre_id', 'genreable_type', 'genreable_id'] : ['tag_id', 'taggable_type', 'taggable_id']
  const termId = termIds[cursor.page % termIds.length]
  return wrappedSlice(`${pivot} WHERE ${key} = ? AND ${type} = ?`, item, [termId, MORPH.track], pseudoRandom(cursor.seed, cursor.page, salt), count)
}

/**
 * Whatever the catalogue holds from a pseudo-random point: keeps the radio
 * endless when the seed's neighbourhood runs dry. What the station played
 * on earlier pages (at most RADIO_MEMORY ids) is left out in the query, so
 * a slice that lands where an earlier one did still brings fresh tracks.
 */
function fillSlice(cursor: RadioCursor, count: number) {
  const notPlayed = cursor.played.length ? ` AND id NOT IN (${cursor.played.map(() => '?').join(', ')})` : ''
  return wrappedSlice(`tracks WHERE public = 1${notPlayed}`, 'id', cursor.played, pseudoRandom(cursor.seed, cursor.page, 99), count)
}

/** More by the seed's own artists, most played first, paging through them. */
function byArtists(seed: RadioSeed, cursor: RadioCursor, count: number): BoundedRead | undefined {
  if (!seed.artistIds.length) return undefined
  return [
    `SELECT t.id AS value FROM artist_track a JOIN tracks t ON t.id = a.track_id WHERE a.artist_id IN (${seed.artistIds.map(() => '?').join(', ')}) ` +
      `ORDER BY t.plays DESC, t.id LIMIT ${count} OFFSET ${(cursor.page * count) % 200}`,
    seed.artistIds,
  ]
}

/** The latest plays of the listener (a user or an anonymous visitor): the queue leaves them out. */
function recentlyPlayed(viewer: Viewer, visitorId: string | null): BoundedRead | undefined {
  if (viewer.userId === null && !visitorId) return undefined
  const [column, value] = viewer.userId !== null ? ['user_id', viewer.userId] : ['visitor_id', visitorId]
  return [`SELECT track_id AS value FROM plays WHERE ${column} = ? ORDER BY created_at DESC LIMIT ${RECENT}`, [value]]
}

/**
 * The latest plays of each of `values` (by `key`), `column` of each: small
 * ordered reads of a (key, created_at) index, so the cost does not grow with
 * a track's popularity or a listener's history.
 */
function latestPlays(key: 'track_id' | 'user_id', values: number[], perKey: number, column: 'user_id' | 'track_id'): BoundedRead[] {
  return values.map((value) => [`SELECT ${column} AS value FROM plays WHERE ${key} = ? ORDER BY created_at DESC LIMIT ${perKey}`, [value]])
}

/**
 * "People who played this also played", from small recent samples: the
 * latest listeners of the first seed tracks (read with the other sources),
 * then each listener's latest plays, counted here, most shared first.
 * Visitors' plays carry no user id and never come back from the read.
 */
async function coListened(listenerIds: number[], seed: RadioSeed, cursor: RadioCursor, count: number) {
  const listeners = [...new Set(listenerIds)].slice(0, CO_LISTEN.listeners)
  if (!listeners.length) return []
  const plays = await boundedReads(latestPlays('user_id', listeners, CO_LISTEN.playsPerListener, 'track_id').map((read) => ['plays', read]))
  const seedSet = new Set(seed.trackIds)
  const counts = new Map<number, number>()
  for (const trackId of plays.get('plays') ?? []) if (!seedSet.has(trackId)) counts.set(trackId, (counts.get(trackId) ?? 0) + 1)
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([trackId]) => trackId)
  if (ranked.length <= count) return ranked
  const start = (cursor.page * count) % ranked.length
  return [...ranked.slice(start), ...ranked.slice(0, start)].slice(0, count)
}

type Source = 'genre' | 'tag' | 'fill' | 'artist' | 'recent' | 'listeners'

/** Every source that only needs the seed, read in one statement. */
function sourceReads(seed: RadioSeed, cursor: RadioCursor, viewer: Viewer, visitorId: string | null) {
  const reads: Array<[Source, BoundedRead]> = []
  const add = (source: Source, list: Array<BoundedRead | undefined>) => {
    for (const read of list) if (read) reads.push([source, read])
  }
  add('genre', termSlice('genreables', seed.genreIds, cursor, 1, SHARES.genre))
  add('tag', termSlice('taggables', seed.tagIds, cursor, 2, SHARES.tag))
  add('fill', fillSlice(cursor, SHARES.fill))
  add('artist', [byArtists(seed, cursor, SHARES.artist)])
  add('recent', [recentlyPlayed(viewer, visitorId)])
  add('listeners', latestPlays('track_id', seed.trackIds.slice(0, CO_LISTEN.seedTracks), CO_LISTEN.playsPerTrack, 'user_id'))
  return reads
}

/** Round-robin over the sources, so genres, tags, co-listening and the artists alternate. */
function interleave(lists: number[][]) {
  const merged: number[] = []
  for (let index = 0; lists.some((list) => index < list.length); index++) {
    for (const list of lists) if (index < list.length) merged.push(list[index])
  }
  return merged
}

/**
 * One page of an endless radio queue: a fixed number of queries whatever
 * the catalogue size, every page a different mix, never the seed's
 * recently played tracks, no track of the last RADIO_MEMORY again while
 * others are left, and at most two tracks per artist.
 */
export async function radioPage(
  type: SeedType,
  rawId: string,
  cursorValue: string | undefined,
  viewer: Viewer,
  visitorId: string | null
): Promise<RadioPage> {
  const cursor = decodeCursor(cursorValue)
  const seed = await resolveSeed(type, rawId, viewer)
  const read = await boundedReads(sourceReads(seed, cursor, viewer, visitorId))
  const from = (source: Source) => read.get(source) ?? []
  const coListen = await coListened(from('listeners'), seed, cursor, SHARES.coListen)
  const lead = cursor.page === 0 && seed.leadTrackId ? [seed.leadTrackId] : []
  const excluded = new Set(from('recent').filter((id) => id !== seed.leadTrackId))
  if (seed.leadTrackId && cursor.page > 0) excluded.add(seed.leadTrackId)
  const candidates = [...new Set([...lead, ...interleave([from('genre'), coListen, from('tag'), from('artist')]), ...from('fill')])].filter(
    (id) => !excluded.has(id)
  )

  const rows = await visibleTrackRows(candidates, viewer)
  const byId = new Map(rows.map((row) => [row.id, row]))
  const summaries = await trackSummaries(
    candidates.map((id) => byId.get(id)).filter(Boolean),
    viewer
  )
  // What the station played on earlier pages comes last: only a small catalogue needs it again.
  const playedBefore = new Set(cursor.played)
  const tracks = [
    ...varied(summaries.filter((track) => !playedBefore.has(track.id))),
    ...varied(summaries.filter((track) => playedBefore.has(track.id))),
  ].slice(0, RADIO_PAGE)
  return {
    seed: { type: seed.type, id: seed.id, name: seed.name },
    tracks,
    next_cursor: encodeCursor({ page: cursor.page + 1, seed: cursor.seed, played: [...cursor.played, ...tracks.map((track) => track.id)] }),
  }
}

/** Keeps at most PER_ARTIST tracks per (first) artist, falling back to the rest when the page would be short. */
function varied(tracks: TrackSummary[]) {
  const perArtist = new Map<number, number>()
  const kept: TrackSummary[] = []
  const spare: TrackSummary[] = []
  for (const track of tracks) {
    const artistId = track.artists[0]?.id ?? -track.id
    const seen = perArtist.get(artistId) ?? 0
    if (seen < PER_ARTIST) {
      perArtist.set(artistId, seen + 1)
      kept.push(track)
    } else spare.push(track)
  }
  return kept.length >= RADIO_PAGE ? kept : [...kept, ...spare]
}

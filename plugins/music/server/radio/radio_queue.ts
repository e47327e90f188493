import db from '@adonisjs/lucid/services/db'
import { MORPH } from '../models/columns.js'
import type { Viewer } from '../services/shared/viewer.js'
import { whereVisible } from '../services/shared/visibility.js'
import { TRACK_COLUMNS } from '../services/summaries/columns.js'
import { trackSummaries, type TrackSummary } from '../services/summaries/tracks.js'
import { decodeCursor, encodeCursor, pseudoRandom, type RadioCursor } from './radio_cursor.js'
import { resolveSeed, type RadioSeed, type SeedType } from './radio_seed.js'

export const RADIO_PAGE = 20
/** Recently played tracks the queue avoids. */
const RECENT = 50
/** Listeners of the seed whose other plays feed the co-listening source. */
const CO_LISTENERS = 50
/** At most this many tracks of one artist per page, so a page does not collapse onto one artist. */
const PER_ARTIST = 2

/** Each source proposes a few more tracks than its share: some are filtered out. */
const SHARES = { genre: 8, tag: 5, coListen: 8, artist: 4, fill: 25 }

/**
 * Tracks linked to a genre or tag, read from a pseudo-random point of its
 * pivot index and wrapping around: cheap at any catalogue size (two index
 * range reads), and a different slice on every page.
 */
async function termSlice(pivot: 'genreables' | 'taggables', termIds: number[], cursor: RadioCursor, salt: number, count: number, maxTrackId: number) {
  if (!termIds.length) return []
  const [key, type, item] = pivot === 'genreables' ? ['genre_id', 'genreable_type', 'genreable_id'] : ['tag_id', 'taggable_type', 'taggable_id']
  const termId = termIds[cursor.page % termIds.length]
  const start = Math.floor(pseudoRandom(cursor.seed, cursor.page, salt) * maxTrackId)
  const base = () => db.from(pivot).where({ [key]: termId, [type]: MORPH.track }).limit(count).select(`${item} as id`)
  const [after, before] = await Promise.all([base().where(item, '>=', start).orderBy(item), base().where(item, '<', start).orderBy(item)])
  return [...after, ...before].map((row) => row.id as number)
}

/** Whatever the catalogue holds from a pseudo-random point: keeps the radio endless when the seed's neighbourhood runs dry. */
async function fillSlice(cursor: RadioCursor, count: number, maxTrackId: number) {
  const start = Math.floor(pseudoRandom(cursor.seed, cursor.page, 99) * maxTrackId)
  const base = () => db.from('tracks').where('public', true).limit(count).select('id')
  const [after, before] = await Promise.all([base().where('id', '>=', start).orderBy('id'), base().where('id', '<', start).orderBy('id')])
  return [...after, ...before].map((row) => row.id as number)
}

/** "People who played this also played": the seed's recent listeners' most played other tracks, a page further each time. */
async function coListened(seed: RadioSeed, cursor: RadioCursor, count: number) {
  if (!seed.trackIds.length) return []
  const listeners = db
    .from('plays')
    .whereIn('track_id', seed.trackIds)
    .whereNotNull('user_id')
    .orderBy('created_at', 'desc')
    .limit(CO_LISTENERS)
    .select('user_id')
  // MySQL refuses LIMIT inside IN (subquery); a derived table is accepted by both.
  const rows = await db
    .from('plays')
    .whereIn('user_id', db.from(listeners.as('listeners')).select('user_id'))
    .whereNotIn('track_id', seed.trackIds)
    .groupBy('track_id')
    .orderByRaw('COUNT(*) DESC')
    .orderBy('track_id')
    .limit(count)
    .offset((cursor.page * count) % 1000)
    .select('track_id')
  return rows.map((row) => row.track_id as number)
}

/** More by the seed's own artists, most played first, paging through them. */
async function byArtists(seed: RadioSeed, cursor: RadioCursor, count: number) {
  if (!seed.artistIds.length) return []
  const rows = await db
    .from('artist_track')
    .join('tracks', 'tracks.id', 'artist_track.track_id')
    .whereIn('artist_track.artist_id', seed.artistIds)
    .orderBy('tracks.plays', 'desc')
    .orderBy('tracks.id')
    .limit(count)
    .offset((cursor.page * count) % 200)
    .select('tracks.id')
  return rows.map((row) => row.id as number)
}

async function recentlyPlayed(viewer: Viewer, visitorId: string | null) {
  if (viewer.userId === null && !visitorId) return []
  const rows = await db
    .from('plays')
    .where(viewer.userId !== null ? { user_id: viewer.userId } : { visitor_id: visitorId })
    .orderBy('created_at', 'desc')
    .limit(RECENT)
    .select('track_id')
  return rows.map((row) => row.track_id as number)
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
 * recently played tracks, and at most two tracks per artist.
 */
export async function radioPage(type: SeedType, rawId: string, cursorValue: string | undefined, viewer: Viewer, visitorId: string | null) {
  const cursor = decodeCursor(cursorValue)
  const seed = await resolveSeed(type, rawId, viewer)
  const maxRow = await db.from('tracks').max('id as id').first()
  const maxTrackId = Number(maxRow?.id ?? 0)
  const [genre, tag, coListen, artist, fill, recent] = await Promise.all([
    termSlice('genreables', seed.genreIds, cursor, 1, SHARES.genre, maxTrackId),
    termSlice('taggables', seed.tagIds, cursor, 2, SHARES.tag, maxTrackId),
    coListened(seed, cursor, SHARES.coListen),
    byArtists(seed, cursor, SHARES.artist),
    fillSlice(cursor, SHARES.fill, maxTrackId),
    recentlyPlayed(viewer, visitorId),
  ])
  const lead = cursor.page === 0 && seed.leadTrackId ? [seed.leadTrackId] : []
  const excluded = new Set(recent.filter((id) => id !== seed.leadTrackId))
  if (seed.leadTrackId && cursor.page > 0) excluded.add(seed.leadTrackId)
  const candidates = [...new Set([...lead, ...interleave([genre, coListen, tag, artist]), ...fill])].filter((id) => !excluded.has(id))

  const rows = candidates.length ? await whereVisible(db.from('tracks').whereIn('tracks.id', candidates), 'tracks', viewer).select(TRACK_COLUMNS) : []
  const byId = new Map(rows.map((row) => [row.id, row]))
  const summaries = await trackSummaries(
    candidates.map((id) => byId.get(id)).filter(Boolean),
    viewer
  )
  return {
    seed: { type: seed.type, id: seed.id, name: seed.name },
    tracks: varied(summaries).slice(0, RADIO_PAGE),
    next_cursor: encodeCursor({ page: cursor.page + 1, seed: cursor.seed }),
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

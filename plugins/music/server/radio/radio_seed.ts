import db from '@adonisjs/lucid/services/db'
import { MORPH } from '../models/columns.js'
import { notFound } from '../services/shared/errors.js'
import { viewerCacheKey, type Viewer } from '../services/shared/viewer.js'
import { ReadCache } from '#core/kernel/cache/read_cache'
import { visibleSql, whereVisible } from '../services/shared/visibility.js'
import { findVisibleTrack } from '../services/catalogue/track_page.js'
import { findVisibleAlbum } from '../services/catalogue/album_page.js'
import { findArtistRow } from '../services/catalogue/artist_page.js'
import { playlistAccess } from '../services/playlists/playlist_access.js'
import { mostPlayedLinked } from '../services/catalogue/most_played_linked.js'
import { boundedReads, type BoundedRead } from './bounded_reads.js'
import type { RadioSeedType } from '../../shared/api_types.js'

export const SEED_TYPES = ['artist', 'track', 'album', 'genre', 'playlist'] as const satisfies readonly RadioSeedType[]
export type SeedType = (typeof SEED_TYPES)[number]

/** What a radio is built from: tracks and artists that stand for the seed, and its strongest genres and tags. */
export interface RadioSeed {
  type: SeedType
  id: number
  name: string
  /** Played first on a track radio. */
  leadTrackId: number | null
  trackIds: number[]
  artistIds: number[]
  genreIds: number[]
  tagIds: number[]
}

const SEED_TRACKS = 20
const TOP_TERMS = 5

/** Seed tracks and artists, by seed type. */
async function seedItems(type: SeedType, rawId: string, viewer: Viewer) {
  const id = Number(rawId)
  switch (type) {
    case 'track': {
      const track = await findVisibleTrack(id, viewer)
      const artists = await db.from('artist_track').where('track_id', id).select('artist_id')
      return { id, name: track.name as string, leadTrackId: id, trackIds: [id], artistIds: artists.map((row) => row.artist_id), albumIds: track.album_id ? [track.album_id] : [], genreIds: [] }
    }
    case 'artist': {
      const artist = await findArtistRow(id)
      const tracks = await whereVisible(db.from('tracks').join('artist_track', 'artist_track.track_id', 'tracks.id').where('artist_track.artist_id', id), 'tracks', viewer)
        .orderBy('tracks.plays', 'desc')
        .limit(SEED_TRACKS)
        .select('tracks.id')
      return { id, name: artist.name as string, leadTrackId: null, trackIds: tracks.map((row) => row.id), artistIds: [id], albumIds: [], genreIds: [] }
    }
    case 'album': {
      const album = await findVisibleAlbum(id, viewer)
      const [tracks, artists] = await Promise.all([
        whereVisible(db.from('tracks').where('tracks.album_id', id), 'tracks', viewer).limit(SEED_TRACKS).select('tracks.id'),
        db.from('album_artist').where('album_id', id).select('artist_id'),
      ])
      return { id, name: album.name as string, leadTrackId: null, trackIds: tracks.map((row) => row.id), artistIds: artists.map((row) => row.artist_id), albumIds: [id], genreIds: [] }
    }
    case 'genre': {
      const genre = await db.from('genres').where((query) => (/^\d+$/.test(rawId) ? query.where('id', id) : query.where('name', rawId.toLowerCase()))).first()
      if (!genre) throw notFound()
      const tracks = await mostPlayedLinked({
        pivot: 'genreables',
        termIds: [genre.id],
        table: 'tracks',
        morph: MORPH.track,
        limit: SEED_TRACKS,
        select: ['tracks.id', []],
        where: visibleSql('tracks', viewer),
      })
      return { id: genre.id as number, name: (genre.display_name || genre.name) as string, leadTrackId: null, trackIds: tracks.map((row) => row.id), artistIds: [], albumIds: [], genreIds: [genre.id as number] }
    }
    case 'playlist': {
      const { row } = await playlistAccess(id, viewer)
      const tracks = await whereVisible(db.from('playlist_track').join('tracks', 'tracks.id', 'playlist_track.track_id').where('playlist_track.playlist_id', id), 'tracks', viewer)
        .orderBy('playlist_track.position')
        .limit(SEED_TRACKS * 2)
        .select('tracks.id')
      return { id, name: row.name as string, leadTrackId: null, trackIds: tracks.map((row_) => row_.id), artistIds: [], albumIds: [], genreIds: [] }
    }
  }
}

/**
 * The strongest genres (or tags) among the seed's tracks, albums and
 * artists: the terms most of them share come first.
 */
function topTerms(pivot: 'genreables' | 'taggables', items: { trackIds: number[]; artistIds: number[]; albumIds: number[] }): BoundedRead[] {
  const [key, type, item] = pivot === 'genreables' ? ['genre_id', 'genreable_type', 'genreable_id'] : ['tag_id', 'taggable_type', 'taggable_id']
  const groups = [
    [MORPH.track, items.trackIds],
    [MORPH.artist, items.artistIds],
    [MORPH.album, items.albumIds],
  ].filter(([, ids]) => (ids as number[]).length) as Array<[string, number[]]>
  if (!groups.length) return []
  const { sql, bindings } = db
    .from(pivot)
    .where((query) => {
      for (const [morph, ids] of groups) query.orWhere((scope) => scope.where(type, morph).whereIn(item, ids))
    })
    .groupBy(key)
    .orderByRaw('COUNT(*) DESC')
    .orderBy(key)
    .limit(TOP_TERMS)
    .select(`${key} as value`)
    .toSQL()
  return [[sql, [...bindings]]]
}

/**
 * Seeds kept until a write drops them (see ReadCache; a play does not): every page of a station, and every listener of a popular seed,
 * share one. Per viewer, since an owner's private tracks may be in theirs.
 * An unknown or hidden seed (404) is not kept.
 */
const seeds = new ReadCache<RadioSeed>('music.radio_seeds')

export function resolveSeed(type: SeedType, rawId: string, viewer: Viewer): Promise<RadioSeed> {
  return seeds.get(`${type}:${rawId}\u0000${viewerCacheKey(viewer)}`, () => readSeed(type, rawId, viewer))
}

async function readSeed(type: SeedType, rawId: string, viewer: Viewer): Promise<RadioSeed> {
  const items = await seedItems(type, rawId, viewer)
  const terms = await boundedReads([
    ...topTerms('genreables', items).map((read) => ['genre', read] as const),
    ...topTerms('taggables', items).map((read) => ['tag', read] as const),
  ] as Array<['genre' | 'tag', BoundedRead]>)
  return {
    type,
    id: items.id,
    name: items.name,
    leadTrackId: items.leadTrackId,
    trackIds: items.trackIds,
    artistIds: items.artistIds,
    genreIds: [...new Set([...items.genreIds, ...(terms.get('genre') ?? [])])],
    tagIds: terms.get('tag') ?? [],
  }
}

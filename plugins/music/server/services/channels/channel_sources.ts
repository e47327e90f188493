import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { ChannelConfig } from '../../models/channel.js'
import { MORPH } from '../../models/columns.js'
import type { Viewer } from '../shared/viewer.js'
import { whereVisible } from '../shared/visibility.js'
import { ALBUM_COLUMNS, ARTIST_COLUMNS, PLAYLIST_COLUMNS, TRACK_COLUMNS } from '../summaries/columns.js'

/** A genre or tag the channel's items must carry. */
export interface Restriction {
  type: 'genre' | 'tag'
  id: number
}

type Query = DatabaseQueryBuilderContract

const PIVOTS = {
  genre: { pivot: 'genreables', key: 'genre_id', type: 'genreable_type', item: 'genreable_id' },
  tag: { pivot: 'taggables', key: 'tag_id', type: 'taggable_type', item: 'taggable_id' },
} as const

/** Keeps items of `table` linked to the restriction's genre or tag. */
function restrict(query: Query, table: string, morph: string, restriction: Restriction | null) {
  if (!restriction) return query
  const pivot = PIVOTS[restriction.type]
  return query
    .join(pivot.pivot, `${pivot.pivot}.${pivot.item}`, `${table}.id`)
    .where(`${pivot.pivot}.${pivot.key}`, restriction.id)
    .where(`${pivot.pivot}.${pivot.type}`, morph)
}

/**
 * Automatic sources: a query for the rows of one page (ordered, unpaginated).
 * Each answers one content type; manual channels read their items instead.
 */
export const AUTO_SOURCES: Record<Exclude<ChannelConfig['source'], 'manual'>, (viewer: Viewer, restriction: Restriction | null) => Query> = {
  popularTracks: (viewer, restriction) =>
    whereVisible(restrict(db.from('tracks'), 'tracks', MORPH.track, restriction), 'tracks', viewer)
      .orderBy('tracks.plays', 'desc')
      .orderBy('tracks.id', 'desc')
      .select(TRACK_COLUMNS),
  genreTracks: (viewer, restriction) => AUTO_SOURCES.popularTracks(viewer, restriction),
  tagTracks: (viewer, restriction) => AUTO_SOURCES.popularTracks(viewer, restriction),
  newReleases: (viewer, restriction) =>
    whereVisible(restrict(db.from('albums'), 'albums', MORPH.album, restriction), 'albums', viewer)
      .whereNotNull('albums.release_date')
      .orderBy('albums.release_date', 'desc')
      .orderBy('albums.id', 'desc')
      .select(ALBUM_COLUMNS),
  popularAlbums: (viewer, restriction) =>
    whereVisible(restrict(db.from('albums'), 'albums', MORPH.album, restriction), 'albums', viewer)
      .orderBy('albums.plays', 'desc')
      .orderBy('albums.id', 'desc')
      .select(ALBUM_COLUMNS),
  popularArtists: (_viewer, restriction) =>
    restrict(db.from('artists'), 'artists', MORPH.artist, restriction)
      .orderBy('artists.plays', 'desc')
      .orderBy('artists.id', 'desc')
      .select(ARTIST_COLUMNS),
  popularGenres: () => db.from('genres').orderBy('popularity', 'desc').orderBy('id').select('genres.*'),
  latestPlaylists: (viewer) =>
    whereVisible(db.from('playlists'), 'playlists', viewer)
      .where('playlists.tracks_count', '>', 0)
      .orderBy('playlists.created_at', 'desc')
      .orderBy('playlists.id', 'desc')
      .select(PLAYLIST_COLUMNS),
}

/** The content type each automatic source yields. */
export const SOURCE_CONTENT: Record<keyof typeof AUTO_SOURCES, ChannelConfig['contentType']> = {
  popularTracks: 'tracks',
  genreTracks: 'tracks',
  tagTracks: 'tracks',
  newReleases: 'albums',
  popularAlbums: 'albums',
  popularArtists: 'artists',
  popularGenres: 'genres',
  latestPlaylists: 'playlists',
}

import { MORPH } from '../models/columns.js'
import type { Viewer } from '../services/shared/viewer.js'
import { visibleSql } from '../services/shared/visibility.js'
import { placeholders, rawRows } from '../services/shared/raw_rows.js'
import { MusicHttpError } from '../services/shared/errors.js'
import { TRACK_ALBUM_COLUMNS, TRACK_ALBUM_JOIN, TRACK_COLUMNS } from '../services/summaries/columns.js'
import { trackSummaries } from '../services/summaries/tracks.js'
import { findVisibleTrack, trackLyrics } from '../services/catalogue/track_page.js'
import { parseId, subsonicId } from './ids.js'
import { toSong } from './mappers.js'
import { randomIds } from './random_picks.js'
import type { SubsonicParams } from './params.js'

/** Song lists, genres and lyrics, over the tracks the viewer may see. */

const MAX_SONGS = 500
const SONG_SELECT = `SELECT ${[...TRACK_COLUMNS, ...TRACK_ALBUM_COLUMNS].join(', ')} FROM tracks ${TRACK_ALBUM_JOIN}`
/** Tracks of a genre: its name or its display name, as apps show either. */
const GENRE_JOIN = 'JOIN genreables ON genreables.genreable_id = tracks.id AND genreables.genreable_type = ? JOIN genres ON genres.id = genreables.genre_id'

async function songs(sql: string, bindings: unknown[], viewer: Viewer) {
  return (await trackSummaries(await rawRows(sql, bindings), viewer)).map((track) => toSong(track))
}

/** getGenres: every genre with the songs and albums in it the viewer may see. */
export async function genres(viewer: Viewer) {
  const [tracksVisible, trackBindings] = visibleSql('tracks', viewer)
  const [albumsVisible, albumBindings] = visibleSql('albums', viewer)
  const rows = await rawRows(
    `SELECT genres.display_name, genres.name, ` +
      `(SELECT COUNT(*) FROM genreables JOIN tracks ON tracks.id = genreables.genreable_id WHERE genreables.genre_id = genres.id AND genreables.genreable_type = ? AND ${tracksVisible}) AS songs, ` +
      `(SELECT COUNT(*) FROM genreables JOIN albums ON albums.id = genreables.genreable_id WHERE genreables.genre_id = genres.id AND genreables.genreable_type = ? AND ${albumsVisible}) AS albums ` +
      `FROM genres ORDER BY genres.name`,
    [MORPH.track, ...trackBindings, MORPH.album, ...albumBindings]
  )
  return rows.map((row) => ({ value: row.display_name || row.name, songCount: Number(row.songs), albumCount: Number(row.albums) }))
}

/** getSongsByGenre: the genre's most played songs first. */
export function songsByGenre(params: SubsonicParams, viewer: Viewer) {
  const genre = params.requiredString('genre')
  const count = params.integer('count', { fallback: 10, min: 1, max: MAX_SONGS })
  const offset = params.integer('offset', { fallback: 0, min: 0 })
  const [visible, bindings] = visibleSql('tracks', viewer)
  return songs(
    `${SONG_SELECT} ${GENRE_JOIN} WHERE (genres.name = ? OR genres.display_name = ?) AND ${visible} ORDER BY tracks.plays DESC, tracks.id LIMIT ? OFFSET ?`,
    [MORPH.track, genre, genre, ...bindings, count, offset],
    viewer
  )
}

/** getRandomSongs: `size` songs at random, of one genre when asked (the year filters are not supported). */
export async function randomSongs(params: SubsonicParams, viewer: Viewer) {
  const size = params.integer('size', { fallback: 10, min: 1, max: MAX_SONGS })
  const genre = params.string('genre')
  const [visible, bindings] = visibleSql('tracks', viewer)
  let ids: number[]
  if (genre) {
    const genreIds = (await rawRows('SELECT id FROM genres WHERE name = ? OR display_name = ?', [genre, genre])).map((row) => row.id as number)
    if (!genreIds.length) return []
    // Drawn on the genre's links (primary key genre_id, genreable_type, genreable_id), not all the tracks.
    const links = `genreables.genre_id IN (${placeholders(genreIds.length)}) AND genreables.genreable_type = ?`
    ids = await randomIds(
      {
        from: 'genreables JOIN tracks ON tracks.id = genreables.genreable_id',
        id: 'genreables.genreable_id',
        where: `${links} AND ${visible}`,
        bindings: [...genreIds, MORPH.track, ...bindings],
        range: { from: 'genreables', where: links, bindings: [...genreIds, MORPH.track] },
      },
      size
    )
  } else {
    ids = await randomIds({ from: 'tracks', id: 'tracks.id', where: visible, bindings, range: { from: 'tracks' } }, size)
  }
  if (!ids.length) return []
  const found = await songs(`${SONG_SELECT} WHERE tracks.id IN (${placeholders(ids.length)})`, ids, viewer)
  // In the draw's order (a track deleted meanwhile is left out).
  const byId = new Map(found.map((song) => [song.id, song]))
  return ids.flatMap((id) => byId.get(subsonicId('track', id)) ?? [])
}

/** getTopSongs: the most played songs of the artist of that name. */
export function topSongs(params: SubsonicParams, viewer: Viewer) {
  const artist = params.requiredString('artist')
  const count = params.integer('count', { fallback: 50, min: 1, max: MAX_SONGS })
  const [visible, bindings] = visibleSql('tracks', viewer)
  return songs(
    `${SONG_SELECT} JOIN artist_track ON artist_track.track_id = tracks.id JOIN artists ON artists.id = artist_track.artist_id ` +
      `WHERE artists.name = ? AND ${visible} ORDER BY tracks.plays DESC, tracks.id LIMIT ?`,
    [artist, ...bindings, count],
    viewer
  )
}

/**
 * getLyricsBySongId (OpenSubsonic songLyrics): the web's lyrics of the song,
 * synced lines with their start in milliseconds, else the text line by line.
 * A song without lyrics has an empty list; a song the viewer may not see is 70.
 */
export async function lyricsBySongId(params: SubsonicParams, viewer: Viewer) {
  const track = await findVisibleTrack(parseId('track', params.requiredString('id')), viewer)
  let lyrics
  try {
    lyrics = (await trackLyrics(track.id, viewer)).lyrics
  } catch (error) {
    if (error instanceof MusicHttpError && error.status === 404) return { structuredLyrics: [] }
    throw error
  }
  const synced = lyrics.is_synced && lyrics.timed !== null
  const line = synced ? lyrics.timed!.map(({ time, text }) => ({ start: time, value: text })) : lyrics.text.split(/\r?\n/).map((value) => ({ value }))
  return { structuredLyrics: [{ lang: 'xxx', synced, displayTitle: track.name, line }] }
}

/**
 * getLyrics: the plain lyrics of a song the listener may see, found by its
 * title and (when given) its artist's name, the most played first. No match
 * is an empty text, as the protocol wants.
 */
export async function lyricsByArtistAndTitle(params: SubsonicParams, viewer: Viewer) {
  const title = params.requiredString('title')
  const artist = params.string('artist')
  const [visible, bindings] = visibleSql('tracks', viewer)
  const byArtist = artist ? 'AND EXISTS (SELECT 1 FROM artist_track JOIN artists ON artists.id = artist_track.artist_id WHERE artist_track.track_id = tracks.id AND artists.name = ?)' : ''
  const [row] = await rawRows(
    `SELECT tracks.name, lyrics.text FROM tracks JOIN lyrics ON lyrics.track_id = tracks.id WHERE tracks.name = ? ${byArtist} AND ${visible} ORDER BY tracks.plays DESC, tracks.id LIMIT 1`,
    [title, ...(artist ? [artist] : []), ...bindings]
  )
  if (!row) return { value: '' }
  return { artist: artist ?? undefined, title: row.name, value: row.text }
}

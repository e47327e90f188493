import type { HttpContext } from '@adonisjs/core/http'
import { MORPH } from '../models/columns.js'
import type { Viewer } from '../services/shared/viewer.js'
import { findArtistRow } from '../services/catalogue/artist_page.js'
import { findVisibleAlbum } from '../services/catalogue/album_page.js'
import { findVisibleTrack } from '../services/catalogue/track_page.js'
import { genresOf } from '../services/catalogue/genres_and_tags.js'
import { similarArtists } from '../services/catalogue/similar_artists.js'
import { visibleSql } from '../services/shared/visibility.js'
import { placeholders, rawRows } from '../services/shared/raw_rows.js'
import { TRACK_ALBUM_COLUMNS, TRACK_ALBUM_JOIN, TRACK_COLUMNS } from '../services/summaries/columns.js'
import { trackSummaries } from '../services/summaries/tracks.js'
import { parseAnyId, parseId } from './ids.js'
import { toArtist, toSong } from './mappers.js'
import { notFound } from './protocol.js'
import type { SubsonicParams } from './params.js'

/**
 * getArtistInfo2, getAlbumInfo2 and getSimilarSongs2: what the web's artist
 * and album pages show (biography, notes, images, similar artists), from
 * Cadenza's own catalogue: no call to Last.fm.
 */

/** Apps load images from elsewhere than this site's pages: a stored path becomes an address on this site. */
function imageUrls(ctx: HttpContext, image: string | null) {
  if (!image) return {}
  const url = /^https?:\/\//.test(image) ? image : `${ctx.request.protocol()}://${ctx.request.host()}${image}`
  // Images are stored at one size, which apps scale.
  return { smallImageUrl: url, mediumImageUrl: url, largeImageUrl: url }
}

async function similarTo(artistId: number) {
  const genres = await genresOf(MORPH.artist, artistId)
  return similarArtists(
    artistId,
    genres.map((genre) => genre.id)
  )
}

export async function artistInfo(ctx: HttpContext, params: SubsonicParams) {
  const artistId = parseId('artist', params.requiredString('id'))
  const artist = await findArtistRow(artistId)
  const count = params.integer('count', { fallback: 20, min: 0, max: 50 })
  const similar = (await similarTo(artistId)).slice(0, count)
  return {
    biography: artist.biography ?? undefined,
    ...imageUrls(ctx, artist.image ?? null),
    similarArtist: similar.map((item) => toArtist(item, undefined)),
  }
}

export async function albumInfo(ctx: HttpContext, params: SubsonicParams, viewer: Viewer) {
  const album = await findVisibleAlbum(parseId('album', params.requiredString('id')), viewer)
  return { notes: album.description ?? undefined, ...imageUrls(ctx, album.image ?? null) }
}

/** The artist an artist, album or song id leads to (an album's or a song's first credited artist). */
async function artistOf(id: string, viewer: Viewer): Promise<number> {
  const item = parseAnyId(id)
  if (!item) throw notFound()
  if (item.kind === 'artist') return (await findArtistRow(item.id)).id
  const [table, column] = item.kind === 'album' ? ['album_artist', 'album_id'] : ['artist_track', 'track_id']
  if (item.kind === 'album') await findVisibleAlbum(item.id, viewer)
  else await findVisibleTrack(item.id, viewer)
  const [credit] = await rawRows(`SELECT artist_id FROM ${table} WHERE ${column} = ? ORDER BY artist_id LIMIT 1`, [item.id])
  if (!credit) throw notFound()
  return credit.artist_id
}

/** getSimilarSongs2: the most played songs the listener may see of the artists similar to the one the id leads to. */
export async function similarSongs(params: SubsonicParams, viewer: Viewer) {
  const artistId = await artistOf(params.requiredString('id'), viewer)
  const count = params.integer('count', { fallback: 50, min: 1, max: 500 })
  const artistIds = (await similarTo(artistId)).map((artist) => artist.id)
  if (!artistIds.length) return []
  const [visible, bindings] = visibleSql('tracks', viewer)
  const rows = await rawRows(
    `SELECT ${[...TRACK_COLUMNS, ...TRACK_ALBUM_COLUMNS].join(', ')} FROM tracks ${TRACK_ALBUM_JOIN} WHERE tracks.id IN ` +
      `(SELECT track_id FROM artist_track WHERE artist_id IN (${placeholders(artistIds.length)})) AND ${visible} ORDER BY tracks.plays DESC, tracks.id LIMIT ?`,
    [...artistIds, ...bindings, count]
  )
  return (await trackSummaries(rows, viewer)).map((track) => toSong(track))
}

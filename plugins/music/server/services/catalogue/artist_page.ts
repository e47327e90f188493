import { MORPH } from '../../models/columns.js'
import { notFound } from '../shared/errors.js'
import type { Viewer } from '../shared/viewer.js'
import { visibleSql } from '../shared/visibility.js'
import { rawRows } from '../shared/raw_rows.js'
import { viewerFlags } from '../shared/viewer_flags.js'
import { ALBUM_COLUMNS, TRACK_ALBUM_COLUMNS, TRACK_ALBUM_JOIN, TRACK_COLUMNS } from '../summaries/columns.js'
import { toArtistSummary } from '../summaries/artists.js'
import { trackSummaries } from '../summaries/tracks.js'
import { albumSummaries } from '../summaries/albums.js'
import { genresOf } from './genres_and_tags.js'
import { similarArtists } from './similar_artists.js'
import { toPage, window, type PageRequest } from '../shared/pagination.js'
import { pageCache } from '../shared/page_cache.js'
import type { ArtistPage } from '../../../shared/api_types.js'

const TOP_TRACKS = 10
const ALBUMS = 20

/**
 * An artist's tracks visible to the viewer, most played first, with their
 * album's name and cover (see TRACK_ALBUM_COLUMNS). The page is chosen
 * first, then joined to its albums: an artist with thousands of tracks sorts
 * them all, but looks up only the page's albums.
 */
function artistTrackRows(artistId: number, viewer: Viewer, limit: number, offset = 0) {
  const [visible, bindings] = visibleSql('tracks', viewer)
  const order = 'ORDER BY tracks.plays DESC, tracks.id'
  const page =
    `SELECT ${TRACK_COLUMNS.join(', ')} FROM tracks JOIN artist_track ON artist_track.track_id = tracks.id ` +
    `WHERE artist_track.artist_id = ? AND ${visible} ${order} LIMIT ? OFFSET ?`
  return rawRows(`SELECT tracks.*, ${TRACK_ALBUM_COLUMNS.join(', ')} FROM (${page}) AS tracks ${TRACK_ALBUM_JOIN} ${order}`, [artistId, ...bindings, limit, offset])
}

/** An artist's albums visible to the viewer, newest release first. */
function artistAlbumRows(artistId: number, viewer: Viewer, limit: number, offset = 0) {
  const [visible, bindings] = visibleSql('albums', viewer)
  return rawRows(
    `SELECT ${ALBUM_COLUMNS.join(', ')} FROM albums JOIN album_artist ON album_artist.album_id = albums.id ` +
      `WHERE album_artist.artist_id = ? AND ${visible} ORDER BY albums.release_date DESC, albums.id DESC LIMIT ? OFFSET ?`,
    [artistId, ...bindings, limit, offset]
  )
}

export async function findArtistRow(id: number) {
  const [row] = await rawRows('SELECT * FROM artists WHERE id = ?', [id])
  if (!row) throw notFound()
  return row
}

const artistPages = pageCache('music.artist')

/** The artist page: profile, top tracks, albums, similar artists and the viewer's like/follow. */
export function artistPage(id: number, viewer: Viewer) {
  return artistPages(id, viewer, () => loadArtistPage(id, viewer))
}

async function loadArtistPage(id: number, viewer: Viewer): Promise<ArtistPage> {
  const row = await findArtistRow(id)
  const genres = await genresOf(MORPH.artist, id)
  const [topTrackRows, albumRows, similar, flags] = await Promise.all([
    artistTrackRows(id, viewer, TOP_TRACKS),
    artistAlbumRows(id, viewer, ALBUMS),
    similarArtists(
      id,
      genres.map((genre) => genre.id)
    ),
    viewerFlags(viewer, MORPH.artist, id, ['liked', 'followed']),
  ])
  return {
    artist: {
      ...toArtistSummary(row),
      biography: row.biography ?? null,
      links: row.links ? JSON.parse(row.links) : [],
      genres,
      ...flags,
    },
    top_tracks: await trackSummaries(topTrackRows, viewer),
    albums: await albumSummaries(albumRows),
    similar_artists: similar,
  }
}

/** The artist's tracks tab: most played first. */
export async function artistTracks(id: number, page: PageRequest, viewer: Viewer) {
  await findArtistRow(id)
  const { limit, offset } = window(page)
  const rows = await artistTrackRows(id, viewer, limit, offset)
  return { pagination: await toPage(rows, page, (kept) => trackSummaries(kept, viewer)) }
}

/** The artist's albums tab: newest release first. */
export async function artistAlbums(id: number, page: PageRequest, viewer: Viewer) {
  await findArtistRow(id)
  const { limit, offset } = window(page)
  const rows = await artistAlbumRows(id, viewer, limit, offset)
  return { pagination: await toPage(rows, page, albumSummaries) }
}

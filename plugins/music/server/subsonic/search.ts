import { ReadCache } from '#core/kernel/cache/read_cache'
import { viewerCacheKey, type Viewer } from '../services/shared/viewer.js'
import { visibleSql } from '../services/shared/visibility.js'
import { rawRows } from '../services/shared/raw_rows.js'
import { ALBUM_COLUMNS, TRACK_ALBUM_COLUMNS, TRACK_ALBUM_JOIN, TRACK_COLUMNS } from '../services/summaries/columns.js'
import { trackSummaries } from '../services/summaries/tracks.js'
import { searchPage } from '../search/search_service.js'
import type { Album as AlbumSummary, Artist as ArtistSummary, Track as TrackSummary } from '../../shared/api_types.js'
import { albumTotals, subsonicAlbums } from './catalogue.js'
import { toAlbum, toArtist, toSong } from './mappers.js'
import type { SubsonicParams } from './params.js'

const MAX_COUNT = 500

/** `<kind>Count` and `<kind>Offset` of search3, as a page of the web search (clients page by whole counts). */
function pageOf(params: SubsonicParams, kind: 'artist' | 'album' | 'song') {
  const count = params.integer(`${kind}Count`, { fallback: 20, min: 0, max: MAX_COUNT })
  const offset = params.integer(`${kind}Offset`, { fallback: 0, min: 0 })
  return { count, offset, page: { page: Math.floor(offset / Math.max(count, 1)) + 1, perPage: Math.max(count, 1) } }
}

type Window = ReturnType<typeof pageOf>

/**
 * search3: artists, albums and songs matching `query`, through the web
 * search (its full-text drivers, permissions and visibility). An empty query
 * (`""`, which apps send to sync the whole library) lists everything the
 * viewer may see, by id.
 */
export async function search3(params: SubsonicParams, viewer: Viewer) {
  const query = (params.string('query') ?? '').replace(/^"(.*)"$/, '$1').trim()
  const [artists, albums, songs] = [pageOf(params, 'artist'), pageOf(params, 'album'), pageOf(params, 'song')]
  if (!query) return everything(viewer, artists, albums, songs)
  const key = [query, ...[artists, albums, songs].flatMap(({ count, offset }) => [count, offset]), viewerCacheKey(viewer)].join('\u0000')
  return answers.get(key, () => matching(query, viewer, artists, albums, songs))
}

/**
 * Answers kept until a write drops them, by query, pages and viewer. The
 * web search keeps its own pages, but an answer also reads the albums'
 * totals and reshapes 35 items (apps' type-ahead sends the same few prefixes
 * again and again): kept whole, an answer costs what getArtist's does
 * (docs/performance.md, Subsonic API). The listener's ratings are set on a
 * copy by the controller (withUserRatings).
 */
const answers = new ReadCache<Awaited<ReturnType<typeof matching>>>('subsonic.search3')

async function matching(query: string, viewer: Viewer, artists: Window, albums: Window, songs: Window) {
  const [artistPage, albumPage, songPage] = await Promise.all([
    artists.count ? searchPage(query, 'artists', artists.page, viewer) : null,
    albums.count ? searchPage(query, 'albums', albums.page, viewer) : null,
    songs.count ? searchPage(query, 'tracks', songs.page, viewer) : null,
  ])
  const albumItems = (albumPage?.pagination.data ?? []) as AlbumSummary[]
  const totals = await albumTotals(albumItems.map((album) => album.id), viewer)
  return {
    artist: ((artistPage?.pagination.data ?? []) as ArtistSummary[]).map((artist) => toArtist(artist, undefined)),
    album: albumItems.map((album) => toAlbum(album, totals.get(album.id) ?? { songCount: 0, duration: 0, created: null })),
    song: ((songPage?.pagination.data ?? []) as TrackSummary[]).map((track) => toSong(track)),
  }
}

async function everything(viewer: Viewer, artists: Window, albums: Window, songs: Window) {
  const [albumsVisible, albumBindings] = visibleSql('albums', viewer)
  const [tracksVisible, trackBindings] = visibleSql('tracks', viewer)
  const [artistRows, albumRows, trackRows] = await Promise.all([
    artists.count ? rawRows('SELECT artists.id, artists.name FROM artists ORDER BY artists.id LIMIT ? OFFSET ?', [artists.count, artists.offset]) : [],
    albums.count ? rawRows(`SELECT ${ALBUM_COLUMNS.join(', ')} FROM albums WHERE ${albumsVisible} ORDER BY albums.id LIMIT ? OFFSET ?`, [...albumBindings, albums.count, albums.offset]) : [],
    songs.count
      ? rawRows(`SELECT ${[...TRACK_COLUMNS, ...TRACK_ALBUM_COLUMNS].join(', ')} FROM tracks ${TRACK_ALBUM_JOIN} WHERE ${tracksVisible} ORDER BY tracks.id LIMIT ? OFFSET ?`, [...trackBindings, songs.count, songs.offset])
      : [],
  ])
  return {
    artist: artistRows.map((row) => toArtist(row, undefined)),
    album: await subsonicAlbums(albumRows, viewer),
    song: (await trackSummaries(trackRows, viewer)).map((track) => toSong(track)),
  }
}

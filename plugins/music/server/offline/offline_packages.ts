import { albumPage } from '../services/catalogue/album_page.js'
import { playlistPage, playlistTracks } from '../services/playlists/playlist_queries.js'
import type { Viewer } from '../services/shared/viewer.js'
import { urls } from '../../shared/urls.js'
import type { OfflinePackage } from '../../shared/offline.js'
import type { AlbumDetail, PlaylistDetail } from '../../shared/api_types.js'

const API = '/api/v1/music'
/** The page size the web app's track lists ask for (web/api/paginated.ts): the kept pages are the ones it will ask for offline. */
const LIST_PAGE_SIZE = 50
/** A playlist longer than this is saved up to here: a device's storage is not a mirror of the catalogue. */
const MAX_PAGES = 20

interface PackagedTrack {
  id: number
  name: string
  image: string | null
  album?: { image: string | null } | null
}

/** Every image the saved pages show: the item's cover and its tracks' own. */
function imagesOf(cover: string | null, tracks: PackagedTrack[]) {
  const images = [cover, ...tracks.flatMap((track) => [track.image, track.album?.image ?? null])]
  return [...new Set(images.filter((image): image is string => Boolean(image)))]
}

function packaged(base: Omit<OfflinePackage, 'tracks' | 'image_urls'>, tracks: PackagedTrack[]): OfflinePackage {
  return {
    ...base,
    tracks: tracks.map((track) => ({ id: track.id, name: track.name, stream_url: `${API}/tracks/${track.id}/stream` })),
    image_urls: imagesOf(base.image, tracks),
  }
}

/** What a device keeps to play an album offline: its page's data, its audio and its pictures. Private albums are not found. */
export async function albumPackage(id: number, viewer: Viewer): Promise<OfflinePackage> {
  // The album page's read cache keeps the JSON text it sends (the same an album page reads).
  const { album } = JSON.parse((await albumPage(id, viewer)).text) as { album: AlbumDetail }
  return packaged(
    { type: 'album', id, name: album.name, image: album.image, path: urls.album(album), data_urls: [`${API}/albums/${id}`] },
    album.tracks
  )
}

/** The same for a playlist the viewer may see: its header and every page of its tracks the web app will ask for. */
export async function playlistPackage(id: number, viewer: Viewer): Promise<OfflinePackage> {
  const { playlist } = JSON.parse((await playlistPage(id, viewer)).text) as { playlist: PlaylistDetail }
  const tracks: PackagedTrack[] = []
  const dataUrls = [`${API}/playlists/${id}`]
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { pagination } = await playlistTracks(id, { page, perPage: LIST_PAGE_SIZE }, viewer)
    tracks.push(...pagination.data)
    dataUrls.push(`${API}/playlists/${id}/tracks?page=${page}&perPage=${LIST_PAGE_SIZE}`)
    if (!pagination.next_page) break
  }
  return packaged({ type: 'playlist', id, name: playlist.name, image: playlist.image, path: urls.playlist(playlist), data_urls: dataUrls }, tracks)
}

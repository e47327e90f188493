import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@web/services/api_client.js'
import { paginatedQuery } from './paginated.js'
import { musicKeys } from './query_keys.js'
import type { Album, AlbumDetail, ArtistPage, Lyrics, Track, TrackDetail } from '../../shared/api_types.js'

/** GET music/artists/{id}: header, top tracks, albums, similar artists. */
export function artistQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: musicKeys.artist(id),
    queryFn: ({ signal }) => api.get<ArtistPage>(`music/artists/${id}`, { signal }),
  })
}

export function artistTracksQuery(api: ApiClient, id: number) {
  return paginatedQuery<Track>(api, musicKeys.artistTracks(id), `artists/${id}/tracks`)
}

export function artistAlbumsQuery(api: ApiClient, id: number) {
  return paginatedQuery<Album>(api, musicKeys.artistAlbums(id), `artists/${id}/albums`)
}

export function albumQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: musicKeys.album(id),
    queryFn: ({ signal }) =>
      api.get<{ album: AlbumDetail }>(`music/albums/${id}`, { signal }).then((body) => body.album),
  })
}

export function trackQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: musicKeys.track(id),
    queryFn: ({ signal }) =>
      api.get<{ track: TrackDetail }>(`music/tracks/${id}`, { signal }).then((body) => body.track),
  })
}

/** A track's lyrics; a track without any answers 404, which the lyrics views show as "none". */
export function lyricsQuery(api: ApiClient, trackId: number) {
  return queryOptions({
    queryKey: musicKeys.lyrics(trackId),
    queryFn: ({ signal }) =>
      api
        .get<{ lyrics: Lyrics }>(`music/lyrics/${trackId}`, { signal })
        .then((body) => body.lyrics),
    staleTime: 10 * 60_000,
  })
}

export function embedTrackQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: musicKeys.embedTrack(id),
    queryFn: ({ signal }) =>
      api.get<{ track: Track }>(`music/embed/tracks/${id}`, { signal }).then((body) => body.track),
  })
}

export function embedAlbumQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: musicKeys.embedAlbum(id),
    queryFn: ({ signal }) =>
      api
        .get<{ album: Album & { tracks: Track[] } }>(`music/embed/albums/${id}`, { signal })
        .then((body) => body.album),
  })
}

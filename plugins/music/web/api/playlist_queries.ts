import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@web/services/api_client.js'
import { paginatedQuery } from './paginated.js'
import { musicKeys } from './query_keys.js'
import type { PlaylistDetail, Track } from '../../shared/api_types.js'

export function playlistQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: musicKeys.playlist(id),
    queryFn: ({ signal }) =>
      api
        .get<{ playlist: PlaylistDetail }>(`music/playlists/${id}`, { signal })
        .then((body) => body.playlist),
  })
}

/** A playlist's tracks in playlist order, 50 a page (the server's maximum). */
export function playlistTracksQuery(api: ApiClient, id: number) {
  return paginatedQuery<Track>(api, musicKeys.playlistTracks(id), `playlists/${id}/tracks`)
}

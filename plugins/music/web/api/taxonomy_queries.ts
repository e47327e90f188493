import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@web/services/api_client.js'
import { paginatedQuery } from './paginated.js'
import { musicKeys } from './query_keys.js'
import type { Album, Tag, Track } from '../../shared/api_types.js'

export function tagQuery(api: ApiClient, name: string) {
  return queryOptions({
    queryKey: musicKeys.tag(name),
    queryFn: ({ signal }) =>
      api
        .get<{ tag: Tag }>(`music/tags/${encodeURIComponent(name)}`, { signal })
        .then((b) => b.tag),
  })
}

export function tagTracksQuery(api: ApiClient, name: string) {
  return paginatedQuery<Track>(
    api,
    musicKeys.tagItems(name, 'tracks'),
    `tags/${encodeURIComponent(name)}/tracks`
  )
}

export function tagAlbumsQuery(api: ApiClient, name: string) {
  return paginatedQuery<Album>(
    api,
    musicKeys.tagItems(name, 'albums'),
    `tags/${encodeURIComponent(name)}/albums`
  )
}

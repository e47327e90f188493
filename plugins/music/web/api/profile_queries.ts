import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@web/services/api_client.js'
import type { ProfileTabName } from '../../shared/urls.js'
import { paginatedQuery } from './paginated.js'
import { musicKeys } from './query_keys.js'
import type { MediaItem, Profile } from '../../shared/api_types.js'

export function profileQuery(api: ApiClient, userId: number) {
  return queryOptions({
    queryKey: musicKeys.profile(userId),
    queryFn: ({ signal }) => api.get<Profile>(`music/users/${userId}/profile`, { signal }),
  })
}

/** One tab of a profile: uploads, playlists, reposts, likes or people, newest first. */
export function profileTabQuery(api: ApiClient, userId: number, tab: ProfileTabName) {
  return paginatedQuery<MediaItem>(api, musicKeys.profileTab(userId, tab), `users/${userId}/${tab}`)
}

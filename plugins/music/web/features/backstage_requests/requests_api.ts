import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import type { ApiClient } from '@web/services/api_client.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { musicKeys } from '../../api/query_keys.js'
import type {
  ArtistRelation,
  BackstageRequest,
  BackstageRequestType,
  MyBackstageRequests,
  RequestLink,
} from '../../../shared/backstage_types.js'

const REQUESTS = 'music/backstage/requests'

export const REQUEST_KEYS = {
  all: [...musicKeys.all, 'backstage', 'requests'] as const,
  mine: () => [...REQUEST_KEYS.all, 'mine'] as const,
  one: (id: number) => [...REQUEST_KEYS.all, 'one', id] as const,
  artists: (query: string) => [...musicKeys.all, 'backstage', 'artist-search', query] as const,
}

/** The person's requests, newest first, and the artists they manage. */
export function myRequestsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: REQUEST_KEYS.mine(),
    queryFn: ({ signal }) => api.get<MyBackstageRequests>(REQUESTS, { signal }),
  })
}

export function requestQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: REQUEST_KEYS.one(id),
    queryFn: ({ signal }) =>
      api
        .get<{ request: BackstageRequest }>(`${REQUESTS}/${id}`, { signal })
        .then((body) => body.request),
  })
}

export interface ArtistOption {
  id: number
  name: string
  image: string | null
}

/** Artists matching what was typed in the claim form's picker (the catalogue's search). */
export function artistSearchQuery(api: ApiClient, query: string) {
  return queryOptions({
    queryKey: REQUEST_KEYS.artists(query),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: ArtistOption[] }>('search/artists', {
          signal,
          query: { query, limit: 20 },
        })
      ).data,
    enabled: query.trim().length > 0,
    placeholderData: keepPreviousData,
  })
}

export interface RequestInput {
  type: BackstageRequestType
  artist_id?: number
  artist_name?: string
  role: ArtistRelation
  company: string | null
  links: RequestLink[]
  message: string | null
  /** File entry ids of the proof files. */
  attachments: number[]
}

export function useSendRequest() {
  const api = useService(API_CLIENT)
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: RequestInput) =>
      api.post<{ request: BackstageRequest }>(REQUESTS, input).then((body) => body.request),
    onSuccess: (request) => {
      client.setQueryData(REQUEST_KEYS.one(request.id), request)
      void client.invalidateQueries({ queryKey: REQUEST_KEYS.mine() })
    },
  })
}

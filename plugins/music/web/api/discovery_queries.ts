import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@web/services/api_client.js'
import type { SearchTabName } from '../../shared/urls.js'
import { paginatedQuery } from './paginated.js'
import { musicKeys } from './query_keys.js'
import type { Channel, ChannelContent, MediaItem, RadioPage, SearchAll, SearchResultItems } from '../../shared/api_types.js'

/** GET music/homepage: the homepage channels, 12 items each. */
export function homepageQuery(api: ApiClient) {
  return queryOptions({
    queryKey: musicKeys.homepage(),
    queryFn: ({ signal }) =>
      api
        .get<{ channels: ChannelContent[] }>('music/homepage', { signal })
        .then((body) => body.channels),
  })
}

/** A channel page: its header comes with every page, the items accumulate. */
export function channelQuery(api: ApiClient, slugOrId: string, restriction: string | null) {
  return infiniteQueryOptions({
    queryKey: musicKeys.channel(slugOrId, restriction),
    queryFn: ({ pageParam, signal }) =>
      api.get<ChannelContent>(`music/channels/${encodeURIComponent(slugOrId)}`, {
        signal,
        query: { restriction: restriction ?? undefined, page: pageParam, perPage: 50 },
      }),
    initialPageParam: 1,
    getNextPageParam: (last: ChannelContent) => last.pagination.next_page ?? undefined,
  })
}

export function channelOf(data: { pages: ChannelContent[] } | undefined): Channel | undefined {
  return data?.pages[0]?.channel
}

export function channelItemsOf(data: { pages: ChannelContent[] } | undefined): MediaItem[] {
  return data ? data.pages.flatMap((page) => page.pagination.data) : []
}

/** The search page's "all" tab: 8 of each kind. Kept a minute so typing back and forth is instant. */
export function searchAllQuery(api: ApiClient, query: string) {
  return queryOptions({
    queryKey: musicKeys.searchAll(query),
    queryFn: ({ signal }) =>
      api.get<SearchAll>('music/search', { signal, query: { query, type: 'all' } }),
    staleTime: 60_000,
    enabled: query.trim().length > 0,
  })
}

/** One tab of the search page, paginated: its items are the tab's kind (SearchResultItems). */
export function searchTabQuery<Tab extends SearchTabName>(api: ApiClient, query: string, tab: Tab) {
  return paginatedQuery<SearchResultItems[Tab]>(api, musicKeys.searchTab(query, tab), 'search', {
    query: { query, type: tab },
    perPage: 30,
  })
}

/** One page of a radio station; the page follows next_cursor from the previous one. */
export function radioQuery(api: ApiClient, type: string, id: string) {
  return infiniteQueryOptions({
    queryKey: musicKeys.radio(type, id),
    queryFn: ({ pageParam, signal }) =>
      api.get<RadioPage>(`music/radio/${type}/${encodeURIComponent(id)}`, {
        signal,
        query: { cursor: pageParam || undefined },
      }),
    initialPageParam: '',
    getNextPageParam: (last: RadioPage) => last.next_cursor ?? undefined,
    // A station is a fresh mix on each visit, not a list to keep: dropped a few seconds after
    // its page closes (long enough for a loader's prefetch to reach the page), yet not
    // refetched the moment a page drawn on the server with it hydrates.
    gcTime: 5_000,
  })
}

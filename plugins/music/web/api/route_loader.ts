import type { QueryClient } from '@tanstack/react-query'
import type { Params } from 'react-router'
import { routeNotFound, type RouteLoader } from '@web/kernel/route_loader.js'
import type { ApiClient } from '@web/services/api_client.js'
import { resolve } from '@web/services/container.js'
import { API_CLIENT } from '@web/services/tokens.js'

interface PrefetchArgs {
  params: Params
  url: URL
  api: ApiClient
  /** queryClient.prefetchQuery, remembered so the loader's promise covers it. */
  query: QueryClient['prefetchQuery']
  /** queryClient.prefetchInfiniteQuery, remembered likewise. */
  infiniteQuery: QueryClient['prefetchInfiniteQuery']
}

/**
 * A route loader that starts the page's queries (the same option factories
 * the page reads) as soon as the route matches. In the browser nothing waits
 * for them; the server renderer awaits the loader's promise so the page it
 * sends carries its data.
 */
export function prefetching(prefetch: (args: PrefetchArgs) => void): RouteLoader {
  return ({ params, url, services: { queryClient, container } }) => {
    const started: Promise<void>[] = []
    const remember = (request: Promise<void>) => {
      started.push(request)
      return request
    }
    prefetch({
      params,
      url,
      api: resolve(container, API_CLIENT),
      query: ((options) => remember(queryClient.prefetchQuery(options))) as QueryClient['prefetchQuery'],
      infiniteQuery: ((options) =>
        remember(queryClient.prefetchInfiniteQuery(options))) as QueryClient['prefetchInfiniteQuery'],
    })
    return Promise.all(started)
  }
}

/** A numeric id from the URL; anything else is the not-found page, without asking the server. */
export function idParam(value: string | undefined): number {
  const id = Number(value)
  if (!value || !Number.isSafeInteger(id) || id < 1) throw routeNotFound()
  return id
}

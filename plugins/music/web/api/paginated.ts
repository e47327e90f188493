import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query'
import type { ApiClient, Query } from '@web/services/api_client.js'
import type { Page, Paginated } from '../../shared/api_types.js'

/**
 * Infinite query options for any paginated music list: pages follow the
 * server's next_page (no totals are counted), so "more" is simply there or not.
 */
export function paginatedQuery<T>(
  api: ApiClient,
  queryKey: QueryKey,
  path: string,
  options: { perPage?: number; query?: Query; pick?: (body: unknown) => Page<T> } = {}
) {
  const pick = options.pick ?? ((body: unknown) => (body as Paginated<T>).pagination)
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      api
        .get<unknown>(`music/${path}`, {
          signal,
          query: { ...options.query, page: pageParam, perPage: options.perPage ?? 50 },
        })
        .then(pick),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>) => last.next_page ?? undefined,
  })
}

/** All loaded rows of an infinite list, in order. */
export function rowsOf<T>(data: { pages: Page<T>[] } | undefined): T[] {
  return data ? data.pages.flatMap((page) => page.data) : []
}

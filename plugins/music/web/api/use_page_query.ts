import {
  useInfiniteQuery,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query'

/**
 * usePageQuery (web/src/kernel) for infinite lists that a page is about: a
 * first page that fails with nothing on screen goes to the route's error
 * page (404 becomes the not-found page); later failures keep what is shown.
 */
export function usePageInfiniteQuery<TPage, TData, TKey extends QueryKey, TParam>(
  options: UseInfiniteQueryOptions<TPage, Error, TData, TKey, TParam>
) {
  return useInfiniteQuery({
    ...options,
    throwOnError: (_error, query) => query.state.data === undefined,
  })
}

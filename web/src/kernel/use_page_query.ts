import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'

/**
 * useQuery for the data a page is about. A failure with nothing to show goes
 * to the route's error page, which turns 404 into the not-found page and
 * 401/403 into the login redirect (spec section 8); a failed background
 * refresh keeps the data on screen.
 */
export function usePageQuery<TData, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey>
) {
  return useQuery({ ...options, throwOnError: (_error, query) => query.state.data === undefined })
}

import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { LIST_PARAMS, type ListOrder } from '../../../../core/kernel/shared/list_page.js'

export type ListUrlParams = Record<string, string>

/**
 * A list's state kept in the page's URL, under the API's own parameter names
 * (query, sort, order, perPage, cursor and the list's filters): a filtered,
 * sorted view is a link, reload keeps it, Back returns to the previous page
 * of the list, and the CSV export link is the same query string.
 */
export function useListUrlState(filterParams: readonly string[]) {
  const [searchParams, setSearchParams] = useSearchParams()
  const params: ListUrlParams = {}
  for (const name of [...LIST_PARAMS, ...filterParams]) {
    const value = searchParams.get(name)
    if (value) params[name] = value
  }

  /**
   * Changes some parameters (undefined removes one). Anything but a page turn
   * starts again from the first page: a cursor belongs to one sort and filter.
   * Typing in the search replaces the history entry instead of adding one per key.
   */
  const update = useCallback(
    (changes: Record<string, string | undefined>, options: { replace?: boolean } = {}) => {
      // From the address as it is now, not as of the last render: a search typed a moment
      // before a header click must not be undone by a handler holding the older parameters.
      const next = new URLSearchParams(window.location.search)
      if (!('cursor' in changes)) next.delete('cursor')
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value)
        else next.delete(name)
      }
      setSearchParams(next, { replace: options.replace, preventScrollReset: true })
    },
    [setSearchParams]
  )

  return { params, update }
}

/** The sort the URL asks for, or the list's default. */
export function sortOf(params: ListUrlParams, defaults: { sort: string; order: ListOrder }) {
  return {
    sort: params.sort ?? defaults.sort,
    order: params.order === 'asc' || params.order === 'desc' ? params.order : defaults.order,
  }
}

/**
 * The admin list convention on the wire (core/kernel/lists on the server,
 * web/src/ui/data_table in the browser): every list endpoint reads these
 * query parameters, plus filters of its own, and answers a ListPage.
 */

export type ListOrder = 'asc' | 'desc'

/** The query string of a list endpoint, besides its own filters. */
export interface ListParams {
  /** Free-text search, as the module defines it (trimmed, at most 200 characters). */
  query?: string
  /** One of the sort names the list declares. */
  sort?: string
  order?: ListOrder
  perPage?: number
  /** Opaque: a nextCursor or prevCursor of an earlier answer, for the same sort and order. */
  cursor?: string
}

/**
 * Keyset pagination: no page numbers and no total, so a page deep in a table
 * of a million rows costs what the first one does. A null cursor means there
 * is nothing on that side.
 */
export interface ListPagination {
  perPage: number
  nextCursor: string | null
  prevCursor: string | null
}

export interface ListPage<Row> {
  data: Row[]
  pagination: ListPagination
}

/** The parameter names above: the data table keeps them, and the filters, in the page's URL. */
export const LIST_PARAMS = ['query', 'sort', 'order', 'perPage', 'cursor'] as const

/** Body of a bulk action (POST <list>/<action>): the selected rows' ids. */
export interface BulkIds {
  ids: number[]
}

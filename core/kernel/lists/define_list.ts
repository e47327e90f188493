import vine, { errors as vineErrors } from '@vinejs/vine'
import type { Infer, SchemaTypes } from '@vinejs/vine/types'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { ListOrder, ListPage, ListParams } from '../shared/list_page.js'
import { decodeCursor, encodeCursor, type ListCursor, type SortValue } from './list_cursor.js'

export interface ListDefinition<Filters extends Record<string, SchemaTypes>> {
  /** The unique, never-null column that orders rows of equal sort value: 'tracks.id'. The rows carry it as `id`. */
  id: string
  /**
   * The sorts a client may ask for, by name: each a never-null column
   * ('tracks.plays'; indexed, so a page is an index range), that the rows
   * carry under its last segment (`plays`).
   */
  sorts: Record<string, string>
  /** Used when the request names none. */
  defaultSort: { sort: string; order: ListOrder }
  /** The list's own query parameters, each a VineJS schema ending in `.optional()`. */
  filters?: Filters
  /** Rows per page when the request says nothing (25), and the most it may ask (100). */
  perPage?: { default: number; max: number }
}

type Row = Record<string, unknown>
type ListQueryBuilder = DatabaseQueryBuilderContract<Row>
/** A row's place in the order: its sort value (a Date from MySQL's DATETIME) and id. */
type RowKey = { value: SortValue | Date; id: number }

/** Rows fetched per query when a list is read whole (CSV export): large enough to amortise the query, small enough to stream. */
const EXPORT_BATCH = 1000

/**
 * A list endpoint under the list convention (docs/plugins.md, "Admin lists"):
 * `validator` reads `{ query, sort, order, perPage, cursor, ...filters }` from
 * the query string, the module turns the query and filters into a filtered
 * query, and `page` orders it and cuts it at the cursor. Pages are keyset
 * pages: "after the row with this sort value and id", which the database finds
 * in the sort column's index however deep the page, where an OFFSET would read
 * and drop every row before it; there is no COUNT(*) either.
 */
export function defineList<const Filters extends Record<string, SchemaTypes> = {}>(definition: ListDefinition<Filters>) {
  const sortNames = Object.keys(definition.sorts)
  if (!definition.sorts[definition.defaultSort.sort]) throw new Error(`defineList: the default sort "${definition.defaultSort.sort}" is not one of ${sortNames.join(', ')}`)
  const perPage = definition.perPage ?? { default: 25, max: 100 }
  const validator = vine.compile(
    vine.object({
      query: vine.string().trim().maxLength(200).optional(),
      sort: vine.enum(sortNames).optional(),
      order: vine.enum(['asc', 'desc'] as const).optional(),
      perPage: vine.number().withoutDecimals().range([1, perPage.max]).optional(),
      cursor: vine.string().maxLength(2000).optional(),
      ...(definition.filters ?? ({} as Filters)),
    })
  )
  type Input = Infer<typeof validator>

  /** The sort, order and cursor the request asks for; a cursor that is not ours, or not of this sort, is a 422. */
  function resolve(input: ListParams) {
    const sort = input.sort ?? definition.defaultSort.sort
    const order = input.order ?? definition.defaultSort.order
    if (input.cursor === undefined) return { sort, order, cursor: null }
    const cursor = decodeCursor(input.cursor)
    if (!cursor) throw invalidCursor('The cursor is invalid. Start again from the first page.')
    if (cursor.sort !== sort || cursor.order !== order) throw invalidCursor('The cursor belongs to another sort order. Start again from the first page.')
    return { sort, order, cursor }
  }

  /**
   * Up to `limit` rows of the query after the row `from` (from the start when
   * null), in the walked order. Two index ranges rather than one condition
   * `column <= value AND (column < value OR id < id0)`: that one is a range
   * on the column only, so every row tied with the cursor's value is read
   * and dropped, and sort values tie a lot (400k tracks never played: 500
   * pages deep, 15 ms of CPU a page instead of 0.3). The cursor's ties are
   * the range (column = value, id beyond id0), the rest (column beyond value).
   */
  async function fetchAfter(query: () => ListQueryBuilder, column: string, order: ListOrder, from: RowKey | null, limit: number) {
    const ordered = (builder: ListQueryBuilder) => builder.orderBy(column, order).orderBy(definition.id, order).limit(limit)
    if (!from) return (await ordered(query())) as Row[]
    const beyond = order === 'asc' ? '>' : '<'
    const ties = (await ordered(query().where(column, from.value).where(definition.id, beyond, from.id))) as Row[]
    if (ties.length === limit) return ties
    const rest = (await ordered(query().where(column, beyond, from.value)).limit(limit - ties.length)) as Row[]
    return [...ties, ...rest]
  }

  function keyOf(row: Row, column: string): RowKey {
    const value = row[column.slice(column.lastIndexOf('.') + 1)]
    return { value: value as SortValue | Date, id: Number(row.id) }
  }

  return {
    validator,

    /** One page of the filtered query: `present` turns each row into what the API sends. */
    async page<Out>(input: Input, query: () => ListQueryBuilder, present: (row: Row) => Out): Promise<ListPage<Out>> {
      const params = input as ListParams
      const { sort, order, cursor } = resolve(params)
      const size = params.perPage ?? perPage.default
      const column = definition.sorts[sort]
      const backwards = cursor?.direction === 'before'
      const fetched = await fetchAfter(query, column, backwards ? flip(order) : order, cursor, size + 1)
      const more = fetched.length > size
      const rows = fetched.slice(0, size)
      if (backwards) rows.reverse()
      const edge = (row: Row | undefined, direction: ListCursor['direction']) =>
        row ? encodeCursor({ sort, order, direction, ...keyOf(row, column) }) : null
      return {
        data: rows.map(present),
        pagination: {
          perPage: size,
          // Walking back, the rows after these are the page we came from; walking on, the extra row says there are more.
          nextCursor: backwards || more ? edge(rows.at(-1), 'after') : null,
          prevCursor: (backwards ? more : cursor !== null) ? edge(rows[0], 'before') : null,
        },
      }
    },

    /**
     * Every row of the filtered query in the requested order, from the first
     * (the cursor is ignored), fetched a batch at a time as the consumer pulls:
     * a CSV export of a million rows holds one batch in memory.
     */
    async *rows(input: Input, query: () => ListQueryBuilder): AsyncGenerator<Row> {
      const { sort, order } = resolve({ ...(input as ListParams), cursor: undefined })
      const column = definition.sorts[sort]
      let after: RowKey | null = null
      for (;;) {
        const batch = await fetchAfter(query, column, order, after, EXPORT_BATCH)
        yield* batch
        if (batch.length < EXPORT_BATCH) return
        after = keyOf(batch[batch.length - 1], column)
      }
    },
  }
}

/** The input a list's validator produces (`ListInput<typeof TRACKS_LIST>`). */
export type ListInput<List extends { validator: { validate: (...args: any[]) => Promise<unknown> } }> = Awaited<ReturnType<List['validator']['validate']>>

function flip(order: ListOrder): ListOrder {
  return order === 'asc' ? 'desc' : 'asc'
}

function invalidCursor(message: string) {
  return new vineErrors.E_VALIDATION_ERROR([{ field: 'cursor', message, rule: 'cursor' }])
}

import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { rawRows } from '../shared/raw_rows.js'

/** The polymorphic pivots linking genres and tags to artists, albums and tracks. */
export const PIVOTS = {
  genreables: { key: 'genre_id', type: 'genreable_type', item: 'genreable_id' },
  taggables: { key: 'tag_id', type: 'taggable_type', item: 'taggable_id' },
} as const
export type Pivot = keyof typeof PIVOTS

/** Links are counted only as far as the choice of plan needs, and never past this. */
const MAX_LINKS_COUNTED = 100_000
/** Each table's size (highest id) as last read by a probe: bounds how far the next probe counts. */
const knownSizes = new Map<string, number>()

export interface LinkedRequest {
  pivot: Pivot
  termIds: number[]
  /** 'tracks', 'albums' or 'artists', and its morph name in the pivot. */
  table: string
  morph: string
  limit: number
  offset?: number
  /** Adds the select list and any filter (visibility, an excluded id) to the query. */
  scope: (query: DatabaseQueryBuilderContract) => DatabaseQueryBuilderContract
}

/**
 * Rows of `table` linked to any of `termIds`, most played first (ties: newest
 * id), with one of two plans so neither a big genre nor a small one is slow
 * at a million rows:
 * - walk the table's `plays` index from the top, keeping rows that have a
 *   link (one primary-key probe of the pivot each): about
 *   (offset + limit) × rows / links probes, cheap when the terms are common;
 * - read the terms' links and sort them: work proportional to the links,
 *   cheap when the terms are rare.
 * One small statement (the table's size, and the links counted just far
 * enough to compare the two) picks the cheaper one.
 */
export async function mostPlayedLinked(request: LinkedRequest) {
  const { key, type, item } = PIVOTS[request.pivot]
  if (!request.termIds.length) return []
  const offset = request.offset ?? 0
  const terms = request.termIds.map(() => '?').join(', ')
  const wanted = offset + request.limit
  // Scanning wins once links² > wanted × size: counting further changes nothing.
  const knownSize = knownSizes.get(request.table)
  const cap = knownSize === undefined ? MAX_LINKS_COUNTED : Math.min(MAX_LINKS_COUNTED, Math.ceil(Math.sqrt(wanted * knownSize)) + 1)
  const [sizes] = await rawRows<{ links: number; size: number | null }>(
    `SELECT (SELECT COUNT(*) FROM (SELECT 1 AS one FROM ${request.pivot} WHERE ${key} IN (${terms}) AND ${type} = ? LIMIT ${cap}) l) AS links, ` +
      `(SELECT MAX(id) FROM ${request.table}) AS size`,
    [...request.termIds, request.morph]
  )
  const links = Number(sizes?.links ?? 0)
  const size = Number(sizes?.size ?? 0)
  knownSizes.set(request.table, size)
  if (!links) return []
  const { table } = request
  // A count stopped by the cap means at least that many links: the scan's side.
  const scanPlays = links >= cap || links * links > wanted * size
  const query = scanPlays
    ? db.from(table).whereExists((link) =>
        link
          .from(request.pivot)
          .whereIn(`${request.pivot}.${key}`, request.termIds)
          .where(`${request.pivot}.${type}`, request.morph)
          .whereColumn(`${request.pivot}.${item}`, `${table}.id`)
          .select(db.raw('1'))
      )
    : db
        .from(request.pivot)
        .join(table, `${table}.id`, `${request.pivot}.${item}`)
        .whereIn(`${request.pivot}.${key}`, request.termIds)
        .where(`${request.pivot}.${type}`, request.morph)
  // Several terms can link the same row: the join plan must not list it twice.
  if (!scanPlays && request.termIds.length > 1) query.distinct()
  return request
    .scope(query)
    .orderBy(`${table}.plays`, 'desc')
    .orderBy(`${table}.id`, 'desc')
    .limit(request.limit)
    .offset(offset)
}

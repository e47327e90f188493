import { placeholders, rawRows } from '../shared/raw_rows.js'

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
/**
 * Links counted per term set, reused for a while like a planner's
 * statistics: they only choose the plan, so a stale count may pick the
 * slower one but never other rows. Counting the links of a big genre was a
 * third of an artist page's time.
 */
const countedLinks = new Map<string, { links: number; cap: number; size: number; at: number }>()
const COUNTS_KEPT_MS = 60_000
const MAX_COUNTS_KEPT = 10_000

export interface LinkedRequest {
  pivot: Pivot
  termIds: number[]
  /** 'tracks', 'albums' or 'artists', and its morph name in the pivot. */
  table: string
  morph: string
  limit: number
  offset?: number
  /** The select list, with the bindings of any subquery in it. */
  select: [string, unknown[]]
  /** A further condition on the table's rows (visibility, an excluded id), with its bindings. */
  where?: [string, unknown[]]
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
  const terms = placeholders(request.termIds.length)
  const wanted = offset + request.limit
  const { links, size, cap } = await countLinks(request, wanted)
  if (!links) return []
  const { table, pivot } = request
  const [select, selectBindings] = request.select
  const [where, whereBindings] = request.where ?? ['1 = 1', []]
  const linked = `${pivot}.${key} IN (${terms}) AND ${pivot}.${type} = ?`
  // A count stopped by the cap means at least that many links: the scan's side.
  const scanPlays = links >= cap || links * links > wanted * size
  // Several terms can link the same row: the join plan must not list it twice.
  const distinct = !scanPlays && request.termIds.length > 1 ? 'DISTINCT ' : ''
  const from = scanPlays
    ? `${table} WHERE EXISTS (SELECT 1 FROM ${pivot} WHERE ${linked} AND ${pivot}.${item} = ${table}.id)`
    : `${pivot} JOIN ${table} ON ${table}.id = ${pivot}.${item} WHERE ${linked}`
  return rawRows(`SELECT ${distinct}${select} FROM ${from} AND ${where} ORDER BY ${table}.plays DESC, ${table}.id DESC LIMIT ? OFFSET ?`, [
    ...selectBindings,
    ...request.termIds,
    request.morph,
    ...whereBindings,
    request.limit,
    offset,
  ])
}

/** How far links must be counted to choose a plan for `wanted` rows of a table of `size`: scanning wins once links² > wanted × size. */
const capFor = (wanted: number, size: number | undefined) =>
  size === undefined ? MAX_LINKS_COUNTED : Math.min(MAX_LINKS_COUNTED, Math.ceil(Math.sqrt(wanted * size)) + 1)

/**
 * The terms' links, counted only as far as the choice of plan needs (the
 * cap), and the table's size: from a kept count when one serves, else from
 * one small statement.
 */
async function countLinks(request: LinkedRequest, wanted: number) {
  const { key, type } = PIVOTS[request.pivot]
  const countKey = `${request.pivot}:${request.morph}:${request.table}:${request.termIds.join(',')}`
  const kept = countedLinks.get(countKey)
  // A kept count serves when it is exact (it stopped below its cap) or reaches the cap this request
  // needs. None is no count: a term without links is answered at once, so a kept zero would hide a
  // link added since.
  if (kept?.links && Date.now() - kept.at < COUNTS_KEPT_MS) {
    const cap = capFor(wanted, kept.size)
    if (kept.links < kept.cap || kept.links >= cap) return { links: kept.links, size: kept.size, cap }
  }
  const knownSize = knownSizes.get(request.table)
  const cap = capFor(wanted, knownSize)
  const [counted] = await rawRows<{ links: number; size: number | null }>(
    `SELECT (SELECT COUNT(*) FROM (SELECT 1 AS one FROM ${request.pivot} WHERE ${key} IN (${placeholders(request.termIds.length)}) AND ${type} = ? LIMIT ${cap}) l) AS links, ` +
      `(SELECT MAX(id) FROM ${request.table}) AS size`,
    [...request.termIds, request.morph]
  )
  const links = Number(counted?.links ?? 0)
  const size = Number(counted?.size ?? 0)
  knownSizes.set(request.table, size)
  if (countedLinks.size >= MAX_COUNTS_KEPT) countedLinks.clear()
  // Kept with the size its cap came from, so the same request finds it serves.
  countedLinks.set(countKey, { links, cap, size: knownSize ?? size, at: Date.now() })
  return { links, size, cap }
}

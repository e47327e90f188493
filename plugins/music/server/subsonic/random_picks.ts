import { rawRows } from '../services/shared/raw_rows.js'

/** Where random rows are drawn from (see randomIds). */
export interface RandomSource {
  /** FROM and joins, e.g. `tracks` or `genreables JOIN tracks ON ...`. */
  from: string
  /** The integer column the draw is made on, first in an index that also holds `where`'s equality columns. */
  id: string
  /** The rows eligible (visibility, a genre), with `bindings`. */
  where: string
  bindings: unknown[]
  /** The table (and condition: a genre's links) the id range is read from, an index bounding both ends. */
  range: { from: string; where?: string; bindings?: unknown[] }
}

/** Seeks per statement (one column each; SQLite allows 2,000 columns by default). */
const SEEKS_PER_STATEMENT = 100

/**
 * `size` distinct ids at random without ORDER BY RANDOM(), which reads and sorts every
 * visible row (15,000 albums or 1M tracks) for a page of 10: only index seeks.
 *
 * `size` random points are drawn between the lowest and highest id, and each
 * takes the first visible id at or after it (one seek in the id's index, all
 * in one statement). Picks that land on the same row, or after the last
 * visible one, are made up by a walk from one more random point, wrapping
 * around: a small set (a genre of 3 songs) is thus always given whole. The
 * draw favours rows after a gap in the ids (deleted or private rows), which
 * a shuffle play does not notice.
 */
export async function randomIds(source: RandomSource, size: number): Promise<number[]> {
  // Two subqueries: SQLite reads a lone MIN or MAX off the index's end, both in one SELECT scan the range.
  const bound = (aggregate: string) => `(SELECT ${aggregate}(${source.id}) FROM ${source.range.from}${source.range.where ? ` WHERE ${source.range.where}` : ''})`
  const rangeBindings = source.range.bindings ?? []
  const [range] = await rawRows(`SELECT ${bound('MIN')} AS low, ${bound('MAX')} AS high`, [...rangeBindings, ...rangeBindings])
  if (range?.low === null || range?.low === undefined) return []
  const [low, high] = [Number(range.low), Number(range.high)]
  const point = () => low + Math.floor(Math.random() * (high - low + 1))

  const picked = new Set<number>()
  const points = Array.from({ length: size }, point)
  // Each seek is a scalar subquery, the columns of one row: as derived tables in a UNION ALL
  // (SQLite allows no LIMIT in a compound's members otherwise), MariaDB materialised each one,
  // 10 times slower at 1M tracks (docs/performance.md, Subsonic API).
  const seek = (index: number) => `(SELECT ${source.id} FROM ${source.from} WHERE ${source.id} >= ? AND ${source.where} ORDER BY ${source.id} LIMIT 1) AS pick${index}`
  for (let start = 0; start < points.length; start += SEEKS_PER_STATEMENT) {
    const chunk = points.slice(start, start + SEEKS_PER_STATEMENT)
    const [row] = await rawRows(`SELECT ${chunk.map((_, index) => seek(index)).join(', ')}`, chunk.flatMap((at) => [at, ...source.bindings]))
    // A point after the last visible row finds nothing (null).
    for (const id of Object.values(row)) if (id !== null) picked.add(Number(id))
  }

  const missing = size - picked.size
  if (missing > 0) {
    // Enough rows in a row that `missing` of them are new whatever was picked.
    const wanted = missing + picked.size
    const from = point()
    const walk = (condition: string, limit: number) =>
      rawRows(`SELECT ${source.id} AS id FROM ${source.from} WHERE ${source.id} ${condition} ? AND ${source.where} ORDER BY ${source.id} LIMIT ?`, [from, ...source.bindings, limit])
    const after = await walk('>=', wanted)
    const around = after.length < wanted ? [...after, ...(await walk('<', wanted - after.length))] : after
    for (const row of around) {
      if (picked.size === size) break
      picked.add(Number(row.id))
    }
  }
  return shuffle([...picked])
}

function shuffle<T>(items: T[]) {
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1))
    ;[items[index], items[other]] = [items[other], items[index]]
  }
  return items
}

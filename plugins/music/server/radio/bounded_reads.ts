import { rawRows } from '../services/shared/raw_rows.js'

/** One small ordered, limited read selecting a single column named `value`. */
export type BoundedRead = [sql: string, bindings: unknown[]]

/**
 * Runs several independent bounded reads as one statement (a UNION ALL of
 * derived tables, so each part keeps its own ORDER BY and LIMIT on SQLite and
 * MySQL alike): one round trip instead of one per read. Returns the values
 * by source name, the values of reads sharing a name one after the other.
 * Which rows a read returns is fixed by its ORDER BY and LIMIT; their order
 * is the one the database streams them in (the read's own on SQLite), which
 * callers only use as a preference.
 */
export async function boundedReads<K extends string>(reads: Array<[K, BoundedRead]>): Promise<Map<K, number[]>> {
  const values = new Map<K, number[]>(reads.map(([name]) => [name, []]))
  if (!reads.length) return values
  const rows = await rawRows<{ part: number; value: number | null }>(
    reads.map(([, [sql]], index) => `SELECT ${index} AS part, value FROM (${sql}) r${index}`).join(' UNION ALL '),
    reads.flatMap(([, [, bindings]]) => bindings)
  )
  for (const row of rows) if (row.value !== null) values.get(reads[Number(row.part)][0])!.push(Number(row.value))
  return values
}

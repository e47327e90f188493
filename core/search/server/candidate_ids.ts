import { readRows } from '#core/kernel/database/read_rows'

/** A statement selecting candidate row ids (one column, whatever its name), and its bindings. */
export type IdSource = [sql: string, bindings: unknown[]]

/**
 * The WHERE condition keeping a ranking query to the rows of its candidate
 * sources (full-text matches, exact names...) and the rows `known` by id. SQLite
 * plans `id IN (a) OR id IN (b)` as one lookup per source. MySQL and
 * MariaDB cannot use an index for an OR of IN subqueries: they scanned the
 * whole table (a million tracks per search type), so there the sources are
 * read first, in one UNION, and the ranking query gets their ids.
 */
export async function candidateCondition(table: string, sources: IdSource[], known: number[], dialect: 'sqlite' | 'mysql'): Promise<IdSource> {
  const inList = (ids: number[]) => `${table}.id IN (${ids.map(() => '?').join(', ')})`
  if (dialect === 'sqlite') {
    const conditions = [...sources.map(([sql]) => `${table}.id IN (${sql})`), ...(known.length ? [inList(known)] : [])]
    return conditions.length ? [`(${conditions.join(' OR ')})`, [...sources.flatMap(([, bindings]) => bindings), ...known]] : ['1 = 0', []]
  }
  const union = sources.map(([sql], index) => `SELECT * FROM (${sql}) source${index}`).join(' UNION ')
  // UNION names the column after the first source's: read it by position.
  const found = union ? (await readRows<Record<string, number>>(union, sources.flatMap(([, bindings]) => bindings))).map((row) => Number(Object.values(row)[0])) : []
  const ids = [...new Set([...found, ...known])]
  return ids.length ? [inList(ids), ids] : ['1 = 0', []]
}

/** A statement selecting candidate row ids (one column, whatever its name), and its bindings. */
export type IdSource = [sql: string, bindings: unknown[]]

/**
 * The WHERE condition keeping a ranking query to the rows of its candidate
 * sources (full-text matches, exact names...) and the rows `known` by id. SQLite
 * plans `id IN (a) OR id IN (b)` as one lookup per source. MySQL and
 * MariaDB cannot use an index for an OR of IN subqueries: they scanned the
 * whole table (a million tracks per search type), so there the sources are
 * one UNION, which MariaDB materializes once and joins to the table by
 * primary key (EXPLAIN: `MATERIALIZED`, then `eq_ref`), inside the ranking
 * statement: a round trip through mysql2 costs Node ~0.2-0.3 ms of CPU, more
 * than mysqld spends on the union (docs/performance.md, issue 15).
 */
export function candidateCondition(table: string, sources: IdSource[], known: number[], dialect: 'sqlite' | 'mysql'): IdSource {
  const inList = (ids: number[]) => `${table}.id IN (${ids.map(() => '?').join(', ')})`
  const bindings = [...sources.flatMap(([, sourceBindings]) => sourceBindings), ...known]
  if (dialect === 'sqlite') {
    const conditions = [...sources.map(([sql]) => `${table}.id IN (${sql})`), ...(known.length ? [inList(known)] : [])]
    return conditions.length ? [`(${conditions.join(' OR ')})`, bindings] : ['1 = 0', []]
  }
  const selects = [...sources.map(([sql], index) => `SELECT * FROM (${sql}) source${index}`), ...(known.length ? [`SELECT id FROM ${table} WHERE ${inList(known)}`] : [])]
  // SELECT *: a UNION names its column after its first source's (id, track_id...).
  return selects.length ? [`${table}.id IN (SELECT * FROM (${selects.join(' UNION ')}) candidates)`, bindings] : ['1 = 0', []]
}

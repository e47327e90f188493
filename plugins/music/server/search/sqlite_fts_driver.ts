import { rawRows } from '../services/shared/raw_rows.js'
import { likePrefix, normalisedQuery } from './query_terms.js'
import { ftsTable } from './searchables.js'
import { labelSql, popularitySql, visibilitySql, type SearchDriver, type SearchRequest } from './search_driver.js'

/**
 * How many of the best full-text matches (bm25) are then ordered by match
 * tier and popularity. Bounds the work of very broad type-ahead prefixes.
 */
const CANDIDATES = 500

/** SQLite FTS5: every word is a prefix query ("bey"*), all words must match. */
export class SqliteFtsDriver implements SearchDriver {
  async ids({ searchable, terms, limit, offset, viewer }: SearchRequest) {
    const fts = ftsTable(searchable.table)
    const match = terms.map((term) => `"${term}"*`).join(' ')
    const label = labelSql(searchable, 't', 'sqlite')
    const [visible, visibleBindings] = visibilitySql(searchable, 't', viewer)
    const text = normalisedQuery(terms)
    const rows = await rawRows<{ id: number }>(
      `SELECT t.id FROM (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? ORDER BY rank LIMIT ${CANDIDATES}) m ` +
        `JOIN ${searchable.table} t ON t.id = m.rowid WHERE ${visible} ` +
        `ORDER BY CASE WHEN lower(${label}) = ? THEN 0 WHEN lower(${label}) LIKE ? ESCAPE '\\' THEN 1 ELSE 2 END, ${popularitySql(searchable, 't')} ` +
        `LIMIT ? OFFSET ?`,
      [match, ...visibleBindings, text, likePrefix(text), limit, offset]
    )
    return rows.map((row) => row.id)
  }
}

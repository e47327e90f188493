import { rawRows } from '../services/shared/raw_rows.js'
import { termMatches, type SearchTerms } from './query_terms.js'
import { ftsTable } from './searchables.js'
import type { SearchDriver } from './search_driver.js'

/** The longest prefix the FTS5 tables index (prefix='2 3 4 5 6', migration 1763800000500): such prefixes read one list. */
const INDEXED_PREFIX = 6

/** An FTS5 query: every word quoted (so it is never an operator), the last as a prefix when `prefix` and prefixLast. */
const ftsQuery = (terms: SearchTerms, prefix: boolean) =>
  termMatches(terms)
    .map((term) => `"${term.word}"${prefix && term.prefix ? '*' : ''}`)
    .join(' ')

/**
 * SQLite FTS5 (unicode61, diacritics removed): rowids of matching rows,
 * newest first, stopping at the cap. A last word longer than the indexed
 * prefixes makes FTS5 merge the lists of every word it expands to (a few ms
 * for a common word), so a cheap count of whole-word matches comes first:
 * when they fill the cap, the prefix is not needed.
 */
export class SqliteFtsDriver implements SearchDriver {
  async candidates({ table }: { table: string }, terms: SearchTerms, cap: number): Promise<[string, unknown[]]> {
    const fts = ftsTable(table)
    const sql = `SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? ORDER BY rowid DESC LIMIT ${cap}`
    if (!terms.prefixLast || [...terms.words[terms.words.length - 1]].length <= INDEXED_PREFIX) return [sql, [ftsQuery(terms, true)]]
    const whole = ftsQuery(terms, false)
    const [counted] = await rawRows<{ found: number }>(`SELECT COUNT(*) AS found FROM (${sql}) m`, [whole])
    return [sql, [Number(counted?.found ?? 0) >= cap ? whole : ftsQuery(terms, true)]]
  }
}

import { readRows } from '#core/kernel/database/read_rows'
import { termMatches, type SearchTerms } from '../query_terms.js'
import { ftsTable, type Searchable } from '../searchable.js'
import type { SearchDriver, WalkBudget } from './search_driver.js'
import { startingNames, startingNamesAmong } from '../name_lookups.js'

/** The longest prefix the FTS5 tables index (PREFIXES in index_schema.ts): such prefixes read one list. */
const INDEXED_PREFIX = 6

/** Every word quoted (so it is never an operator), the last as a prefix when `prefix` and prefixLast. */
const quotedTerms = (terms: SearchTerms, prefix: boolean) =>
  termMatches(terms).map((term) => `"${term.word}"${prefix && term.prefix ? '*' : ''}`)

/** An FTS5 query matching every word anywhere. */
const ftsQuery = (terms: SearchTerms, prefix: boolean) => quotedTerms(terms, prefix).join(' ')

/** An FTS5 query matching the words as a phrase at the start of the text (`^`, FTS5's initial token query). */
const startingQuery = (terms: SearchTerms, prefix: boolean) => `^ ${quotedTerms(terms, prefix).join(' + ')}`

/**
 * SQLite FTS5 (unicode61, diacritics removed): rowids of matching rows,
 * newest first, stopping at the cap. A last word longer than the indexed
 * prefixes makes FTS5 merge the lists of every word it expands to (a few ms
 * for a common word), so a cheap count of whole-word matches comes first:
 * when they fill the cap, the prefix is not needed.
 *
 * Several words are matched by walking the doclists of all of them, to the
 * end when fewer than `cap` rows hold them all (FTS5 checks a rowid bound
 * only on a match, so no bound stops it earlier): "the gold" walks a third
 * of the tracks. Given a budget that estimate exceeds, the candidates are
 * the names starting with the query instead (startingNames).
 */
export class SqliteFtsDriver implements SearchDriver {
  async candidates(searchable: Searchable, terms: SearchTerms, cap: number, budget?: WalkBudget): Promise<[string, unknown[]]> {
    if (budget && terms.words.length > 1 && budget.walk > budget.limit) return startingNames(searchable, terms, budget.cap)
    const newest = this.#newest(searchable.table, cap)
    return [newest, [ftsQuery(terms, await this.#prefix(newest, terms, cap))]]
  }

  /** The newest candidates whose text may start with the query (#starting); past a budget, as candidates. */
  async startingCandidates(searchable: Searchable, terms: SearchTerms, cap: number, budget?: WalkBudget): Promise<[string, unknown[]]> {
    if (budget && terms.words.length > 1 && budget.walk > budget.limit) return startingNames(searchable, terms, budget.cap)
    const newest = this.#newest(searchable.table, cap)
    return this.#starting(searchable, newest, terms, await this.#prefix(newest, terms, cap))
  }

  /**
   * Ranked by age among equal matches (no popularity), a page of `window`
   * rows needs only the newest `window` candidates and those that may start
   * with the query.
   */
  async newestAndStartingCandidates(searchable: Searchable, terms: SearchTerms, cap: number, window: number): Promise<[string, unknown[]]> {
    const newest = this.#newest(searchable.table, cap)
    const prefix = await this.#prefix(newest, terms, cap)
    const [starting, bindings] = this.#starting(searchable, newest, terms, prefix)
    // The inner LIMIT keeps the subquery from being flattened: its rows come newest first.
    return [`SELECT * FROM (SELECT * FROM (${newest}) LIMIT ${window}) UNION ${starting}`, [ftsQuery(terms, prefix), ...bindings]]
  }

  /**
   * The newest matches whose text may start with the query. A single name
   * column: those of them whose name starts with it, through the NOCASE
   * name index (exactly the names the ranking counts as starting). Several
   * columns (users): FTS5's `^` phrase query (the start of either column)
   * from the oldest of them on, an integer rowid bound FTS5 walks the
   * doclist from; for one word only, as FTS5 checks the bound only on a
   * match and a phrase of several words, which matches rarely, walks past it.
   */
  #starting(searchable: Searchable, newest: string, terms: SearchTerms, prefix: boolean): [string, unknown[]] {
    if (searchable.columns.length === 1) {
      const [sql, bindings] = startingNamesAmong(searchable, terms, newest)
      return [sql, [...bindings, ftsQuery(terms, prefix)]]
    }
    if (terms.words.length > 1) return [newest, [ftsQuery(terms, prefix)]]
    const fts = ftsTable(searchable.table)
    return [
      `SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? AND rowid >= (SELECT min(rowid) FROM (${newest}) newest)`,
      [startingQuery(terms, prefix), ftsQuery(terms, prefix)],
    ]
  }

  #newest(table: string, cap: number) {
    const fts = ftsTable(table)
    return `SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? ORDER BY rowid DESC LIMIT ${cap}`
  }

  /** Whether the last word matches as a prefix: when typed, unless it is longer than the indexed prefixes and the whole word fills the cap. */
  async #prefix(newest: string, terms: SearchTerms, cap: number) {
    if (!terms.prefixLast) return false
    if ([...terms.words[terms.words.length - 1]].length <= INDEXED_PREFIX) return true
    const [counted] = await readRows<{ found: number }>(`SELECT COUNT(*) AS found FROM (${newest}) m`, [ftsQuery(terms, false)])
    return Number(counted?.found ?? 0) < cap
  }
}

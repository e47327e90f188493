import type { SearchTerms } from '../query_terms.js'
import type { Searchable } from '../searchable.js'

/**
 * A full-text engine. Gives a subquery (for `id IN (...)`) selecting rows
 * whose text matches every query word (whole, the last as a prefix when
 * prefixLast: see SearchTerms), at
 * most `cap` of them, newest first where the engine can tell, without
 * ranking them: bm25-style scores cost as much as the matches are many (tens
 * of thousands for a common word at a million tracks). Ranking the
 * candidates is the search service's job. With a budget, an engine whose
 * matching of several words costs more than it allows may give fewer
 * candidates, all of them matches.
 */
export interface SearchDriver {
  candidates(searchable: Searchable, terms: SearchTerms, cap: number, budget?: WalkBudget): Promise<[sql: string, bindings: unknown[]]>
  /**
   * The rows of `candidates` whose text may start with the query's words (a
   * superset of those the ranking puts first or second); an engine that
   * cannot tell gives them all.
   */
  startingCandidates(searchable: Searchable, terms: SearchTerms, cap: number, budget?: WalkBudget): Promise<[sql: string, bindings: unknown[]]>
  /**
   * For searchables ranked by age among equal matches: the candidates a
   * page of `window` rows can take (the newest `window` and those that may
   * start with the query, where the engine orders candidates by age); all
   * of them otherwise.
   */
  newestAndStartingCandidates(searchable: Searchable, terms: SearchTerms, cap: number, window: number): Promise<[sql: string, bindings: unknown[]]>
}

/** How much matching several words may cost. */
export interface WalkBudget {
  /** The doclist entries matching every word walks, estimated (PopularMatches.walk). */
  walk: number
  /** The most it may walk. */
  limit: number
  /** The most candidates to give instead, when it would walk more. */
  cap: number
}

/** The display text each searchable is ranked on (users have two name columns). */
export function labelSql(searchable: Searchable, table: string, dialect: 'sqlite' | 'mysql') {
  if (searchable.columns.length === 1) return `${table}.${searchable.columns[0]}`
  const parts = searchable.columns.map((column) => `${table}.${column}`)
  return dialect === 'mysql'
    ? `CONCAT_WS(' ', ${parts.join(', ')})`
    : `TRIM(${parts.map((part) => `COALESCE(${part}, '')`).join(` || ' ' || `)})`
}

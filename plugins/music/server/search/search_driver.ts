import type { SearchTerms } from './query_terms.js'
import type { Searchable } from './searchables.js'

/**
 * A full-text engine. Gives a subquery (for `id IN (...)`) selecting rows
 * whose text matches every query word (whole, the last as a prefix when
 * prefixLast: see SearchTerms), at
 * most `cap` of them, newest first where the engine can tell, without
 * ranking them: bm25-style scores cost as much as the matches are many (tens
 * of thousands for a common word at a million tracks). Ranking the
 * candidates is the search service's job.
 */
export interface SearchDriver {
  candidates(searchable: Searchable, terms: SearchTerms, cap: number): Promise<[sql: string, bindings: unknown[]]>
}

/** The display text each searchable is ranked on (users have two name columns). */
export function labelSql(searchable: Searchable, table: string, dialect: 'sqlite' | 'mysql') {
  if (searchable.columns.length === 1) return `${table}.${searchable.columns[0]}`
  const parts = searchable.columns.map((column) => `${table}.${column}`)
  return dialect === 'mysql'
    ? `CONCAT_WS(' ', ${parts.join(', ')})`
    : `TRIM(${parts.map((part) => `COALESCE(${part}, '')`).join(` || ' ' || `)})`
}

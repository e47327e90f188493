import { normalisedQuery, type SearchTerms } from './query_terms.js'
import type { Searchable } from './searchables.js'

/** Sorts after every character a name holds: the end of a "starts with" range. */
const LAST_CHARACTER = '\u{10FFFF}'

/**
 * Lookups of a single-column searchable's name index, case aside the way the
 * ranking's `lower(name)` puts it: SQLite compares through the NOCASE index
 * (migration 1763800000800), MySQL's collation ignores case by itself.
 */
const nameColumn = ({ columns: [column] }: Searchable, dialect: 'sqlite' | 'mysql') => (dialect === 'sqlite' ? `${column} COLLATE NOCASE` : column)

/** Rows named exactly like the query, at most `cap`: the ones the ranking puts first. */
export function exactNames(searchable: Searchable, terms: SearchTerms, cap: number, dialect: 'sqlite' | 'mysql'): [string, unknown[]] {
  // A derived table: MySQL refuses LIMIT directly inside IN (...).
  return [`SELECT id FROM (SELECT id FROM ${searchable.table} WHERE ${nameColumn(searchable, dialect)} = ? LIMIT ${cap}) exact`, [normalisedQuery(terms.words)]]
}

/**
 * Rows whose name starts with the query, at most `cap` (in name order): one
 * range of the name index, cheap whatever the words. A finished last word
 * must be followed by a space (the exact name is exactNames'), so every row
 * matches the query. SQLite.
 */
export function startingNames(searchable: Searchable, terms: SearchTerms, cap: number): [string, unknown[]] {
  const start = `${normalisedQuery(terms.words)}${terms.prefixLast ? '' : ' '}`
  const column = nameColumn(searchable, 'sqlite')
  return [`SELECT id FROM ${searchable.table} WHERE ${column} >= ? AND ${column} < ? LIMIT ${cap}`, [start, `${start}${LAST_CHARACTER}`]]
}

import { likePrefix, normalisedQuery, type SearchTerms } from './query_terms.js'
import type { Searchable } from './searchable.js'

/** Sorts after every character a name holds: the end of a "starts with" range. */
const LAST_CHARACTER = '\u{10FFFF}'

/**
 * Lookups of a single-column searchable's name index, case aside the way the
 * ranking's `lower(name)` puts it: SQLite compares through the NOCASE index
 * (index_schema.ts), MySQL's collation ignores case by itself.
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
 * matches the query. MySQL reads the range through LIKE (its collation's
 * order is not code point order, which startingRange's end relies on).
 */
export function startingNames(searchable: Searchable, terms: SearchTerms, cap: number, dialect: 'sqlite' | 'mysql' = 'sqlite'): [string, unknown[]] {
  const start = `${normalisedQuery(terms.words)}${terms.prefixLast ? '' : ' '}`
  const [range, bindings]: [string, unknown[]] = dialect === 'mysql' ? [`${searchable.columns[0]} LIKE ? ESCAPE '!'`, [likePrefix(start)]] : startingRange(searchable, start)
  const rows = `SELECT id FROM ${searchable.table} WHERE ${range} LIMIT ${cap}`
  // A derived table: MySQL refuses LIMIT directly inside IN (...).
  return [dialect === 'mysql' ? `SELECT id FROM (${rows}) starting_names` : rows, bindings]
}

/**
 * The rows of `ids` (a subquery: full-text matches) whose name starts with
 * the query: exactly those the ranking puts first or second, read from the
 * name index (the unary plus keeps the id list from choosing the primary
 * key). SQLite.
 */
export function startingNamesAmong(searchable: Searchable, terms: SearchTerms, ids: string): [string, unknown[]] {
  const [range, bindings] = startingRange(searchable, normalisedQuery(terms.words))
  return [`SELECT id FROM ${searchable.table} WHERE ${range} AND +id IN (${ids})`, bindings]
}

/** Names from `start` on, up to the last name starting with it, case aside. */
function startingRange(searchable: Searchable, start: string): [string, unknown[]] {
  const column = nameColumn(searchable, 'sqlite')
  return [`${column} >= ? AND ${column} < ?`, [start, `${start}${LAST_CHARACTER}`]]
}

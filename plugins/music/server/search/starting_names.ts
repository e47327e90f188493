import { exactSpellings, type SearchTerms } from './query_terms.js'
import type { Searchable } from './searchables.js'

/** Sorts after every character a name holds: the end of a "starts with" range on the name index. */
const LAST_CHARACTER = '\u{10FFFF}'

/**
 * Rows whose name starts with the query, as typed, in the spellings names
 * are stored with (exactSpellings), at most `cap`: ranges of the name index,
 * cheap whatever the words, where matching them all anywhere in the name
 * walks every row holding any of them. A finished last word must be followed
 * by a space (the exact name itself is the exact-name lookup's), so every
 * row matches the query. For single-column searchables on SQLite, whose
 * BINARY collation needs a range per spelling.
 */
export function startingNames({ table, columns: [column] }: Searchable, terms: SearchTerms, cap: number): [string, unknown[]] {
  const starts = exactSpellings(terms.words).map((spelling) => (terms.prefixLast ? spelling : `${spelling} `))
  const ranges = starts.map(() => `(${column} >= ? AND ${column} < ?)`).join(' OR ')
  return [`SELECT id FROM ${table} WHERE ${ranges} LIMIT ${cap}`, starts.flatMap((start) => [start, `${start}${LAST_CHARACTER}`])]
}

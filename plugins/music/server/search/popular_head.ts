import db from '@adonisjs/lucid/services/db'
import { foldedTerms, foldedWords, termMatches, type SearchTerms } from './query_terms.js'
import type { Searchable } from './searchables.js'

/** Most played public rows of a searchable table kept in memory. */
const HEAD_SIZE = 5000
/** How long a loaded head serves before the next search reloads it. */
const HEAD_TTL_MS = 120_000

export interface HeadMatch {
  id: number
  /** The name the row matched with, to tell a row renamed since the head was loaded. */
  label: string
}

/**
 * The rows in popularity order, and their folded words as one text: each row
 * is " word word " and rows are joined by newlines, so one native substring
 * scan finds the candidates of a query in the whole head.
 */
interface Head {
  rows: HeadMatch[]
  text: string
  /** Offset in `text` where each row starts. */
  starts: number[]
}

/** Per table: the head, loading or loaded, and when its load started. */
const heads = new Map<string, { head: Promise<Head>; startedAt: number }>()

async function loadHead(searchable: Searchable & { popularity: string }): Promise<Head> {
  const [column] = searchable.columns
  const query = db.from(searchable.table).orderBy(searchable.popularity, 'desc').limit(HEAD_SIZE).select('id', `${column} as label`)
  if (searchable.private) query.where('public', true)
  const rows: HeadMatch[] = (await query).map((row) => ({ id: row.id, label: row.label ?? '' }))
  const starts: number[] = []
  let text = ''
  for (const row of rows) {
    starts.push(text.length)
    text += ` ${foldedWords(row.label).join(' ')} \n`
  }
  return { rows, text, starts }
}

/** Index of the row whose text holds `position` (binary search over the starts). */
function rowAt(starts: number[], position: number) {
  let [low, high] = [0, starts.length - 1]
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (starts[middle] <= position) low = middle
    else high = middle - 1
  }
  return low
}

/**
 * The most played rows matching the query words, most played first: the
 * full-text engines cannot order matches by popularity, and a common word
 * matches far more rows than a search can rank, so the popular head of
 * every table (HEAD_SIZE rows, where most plays are) is matched here. Only
 * for single-column searchables with a popularity column.
 */
export async function popularMatches(searchable: Searchable, terms: SearchTerms, limit: number): Promise<HeadMatch[]> {
  if (!searchable.popularity || searchable.columns.length !== 1) return []
  let entry = heads.get(searchable.table)
  // Checked and replaced synchronously: concurrent searches share one reload.
  if (!entry || entry.startedAt < Date.now() - HEAD_TTL_MS) {
    entry = { head: loadHead(searchable as Searchable & { popularity: string }), startedAt: Date.now() }
    heads.set(searchable.table, entry)
    // A failed load is retried by the next search rather than kept.
    entry.head.catch(() => heads.delete(searchable.table))
  }
  // The same rule as matchesTerms: a word start for the prefix, a whole word otherwise.
  const [first, ...others] = termMatches(foldedTerms(terms)).map(({ word, prefix }) => (prefix ? ` ${word}` : ` ${word} `))
  const { rows, text, starts } = await entry.head
  const matches: HeadMatch[] = []
  let from = 0
  while (first && matches.length < limit) {
    const found = text.indexOf(first, from)
    if (found === -1) break
    const index = rowAt(starts, found)
    const end = starts[index + 1] ?? text.length
    const rowText = text.slice(starts[index], end)
    if (others.every((needle) => rowText.includes(needle))) matches.push(rows[index])
    from = end
  }
  return matches
}

/** Drops the loaded heads (tests that change popularity and search at once). */
export function clearPopularHeads() {
  heads.clear()
}

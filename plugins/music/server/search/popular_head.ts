import db from '@adonisjs/lucid/services/db'
import { foldedTerms, foldedWords, matchesTerms, termMatches, type SearchTerms } from './query_terms.js'
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
 * The rows in popularity order with their folded words, and an index from
 * each word to the rows holding it, so a query reads the rows of its rarest
 * word instead of scanning the whole head's text (most of a cold search's own
 * CPU when a word is rare).
 */
interface Head {
  rows: HeadMatch[]
  words: string[][]
  /** Row positions (ascending: most played first) per distinct word. */
  postings: Map<string, number[]>
  /** The distinct words, sorted: the words a prefix expands to are one run. */
  vocabulary: string[]
}

/** Per table: the head, loading or loaded, and when its load started. */
const heads = new Map<string, { head: Promise<Head>; startedAt: number }>()

async function loadHead(searchable: Searchable & { popularity: string }): Promise<Head> {
  const [column] = searchable.columns
  const query = db.from(searchable.table).orderBy(searchable.popularity, 'desc').limit(HEAD_SIZE).select('id', `${column} as label`)
  if (searchable.private) query.where('public', true)
  const rows: HeadMatch[] = (await query).map((row) => ({ id: row.id, label: row.label ?? '' }))
  const words = rows.map((row) => foldedWords(row.label))
  const postings = new Map<string, number[]>()
  words.forEach((rowWords, position) => {
    for (const word of new Set(rowWords)) {
      const list = postings.get(word)
      if (list) list.push(position)
      else postings.set(word, [position])
    }
  })
  return { rows, words, postings, vocabulary: [...postings.keys()].sort() }
}

/** First index of `sorted` whose word is not below `word` (binary search). */
function lowerBound(sorted: string[], word: string) {
  let [low, high] = [0, sorted.length]
  while (low < high) {
    const middle = (low + high) >> 1
    if (sorted[middle] < word) low = middle + 1
    else high = middle
  }
  return low
}

/** Positions of the rows holding a word (or, for a prefix, any word it starts), ascending. */
function rowsWith({ postings, vocabulary }: Head, term: { word: string; prefix: boolean }): number[] {
  if (!term.prefix) return postings.get(term.word) ?? []
  const lists: number[][] = []
  for (let index = lowerBound(vocabulary, term.word); vocabulary[index]?.startsWith(term.word); index++) lists.push(postings.get(vocabulary[index])!)
  if (lists.length === 1) return lists[0]
  return [...new Set(lists.flat())].sort((a, b) => a - b)
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
  const folded = foldedTerms(terms)
  if (!folded.words.length) return []
  const head = await entry.head
  // The rarest word's rows, most played first, checked for the other words (the same rule as matchesTerms).
  const [fewest] = termMatches(folded)
    .map((term) => rowsWith(head, term))
    .sort((a, b) => a.length - b.length)
  const matches: HeadMatch[] = []
  for (const position of fewest) {
    if (matches.length >= limit) break
    if (matchesTerms(head.words[position], folded)) matches.push(head.rows[position])
  }
  return matches
}

/** Drops the loaded heads (tests that change popularity and search at once). */
export function clearPopularHeads() {
  heads.clear()
}

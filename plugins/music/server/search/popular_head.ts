import db from '@adonisjs/lucid/services/db'
import { foldedTerms, foldedWords, holdsTerm, termMatches, type SearchTerms } from '#core/search/server/query_terms'
import type { Searchable } from '#core/search/server/searchable'

/** Most played public rows of a searchable table kept in memory. */
const HEAD_SIZE = 5000
/** How long a loaded head serves before the next search reloads it. */
const HEAD_TTL_MS = 120_000

export interface HeadMatch {
  id: number
  /** The name the row matched with, to tell a row renamed since the head was loaded. */
  label: string
  /** Its plays when the head was loaded. */
  plays: number
  /** foldedWords(label). */
  words: string[]
}

/** The matches of the head, most played first, and the plays every row outside the head had at most when it was loaded. */
export interface PopularMatches {
  matches: HeadMatch[]
  floor: number
  /**
   * The doclist entries a full-text match of every word walks, estimated:
   * the share of the head's rows holding each word, summed over the words,
   * times the table's rows (0 without a head).
   */
  walk: number
}

/**
 * The rows in popularity order with their folded words, and an index from
 * each word to the rows holding it, so a query reads the rows of its rarest
 * word instead of scanning the whole head's text (most of a cold search's own
 * CPU when a word is rare).
 */
interface Head {
  rows: HeadMatch[]
  /** The plays of the least played row of the head: no public row outside it had more. */
  floor: number
  /** The table's largest id: about its number of rows. */
  size: number
  /** Row positions (ascending: most played first) per distinct word. */
  postings: Map<string, number[]>
  /** The distinct words, sorted: the words a prefix expands to are one run. */
  vocabulary: string[]
}

/** Per table: the head, loading or loaded, and when its load started. */
const heads = new Map<string, { head: Promise<Head>; startedAt: number }>()

async function loadHead(searchable: Searchable & { popularity: string }): Promise<Head> {
  const [column] = searchable.columns
  const query = db
    .from(searchable.table)
    .orderBy(searchable.popularity, 'desc')
    .limit(HEAD_SIZE)
    .select('id', `${column} as label`, `${searchable.popularity} as plays`)
  if (searchable.private) query.where('public', true)
  const [top] = await db.from(searchable.table).max('id as id')
  const rows: HeadMatch[] = (await query).map((row) => ({
    id: row.id,
    label: row.label ?? '',
    plays: Number(row.plays),
    words: foldedWords(row.label ?? ''),
  }))
  const postings = new Map<string, number[]>()
  rows.forEach(({ words }, position) => {
    for (const word of new Set(words)) {
      const list = postings.get(word)
      if (list) list.push(position)
      else postings.set(word, [position])
    }
  })
  return { rows, floor: rows.at(-1)?.plays ?? 0, size: Number(top?.id ?? 0), postings, vocabulary: [...postings.keys()].sort() }
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

/** The posting lists of the rows holding a word (or, for a prefix, each word it starts). */
function listsWith({ postings, vocabulary }: Head, term: { word: string; prefix: boolean }): number[][] {
  if (!term.prefix) return [postings.get(term.word) ?? []]
  const lists: number[][] = []
  for (let index = lowerBound(vocabulary, term.word); vocabulary[index]?.startsWith(term.word); index++) lists.push(postings.get(vocabulary[index])!)
  return lists
}

/** Positions of the rows in any of `lists`, ascending. */
function union(lists: number[][]): number[] {
  if (lists.length <= 1) return lists[0] ?? []
  return [...new Set(lists.flat())].sort((a, b) => a - b)
}

const entries = (lists: number[][]) => lists.reduce((sum, list) => sum + list.length, 0)

/**
 * The most played rows matching the query words, most played first: the
 * full-text engines cannot order matches by popularity, and a common word
 * matches far more rows than a search can rank, so the popular head of
 * every table (HEAD_SIZE rows, where most plays are) is matched here. Only
 * for single-column searchables with a popularity column.
 */
export async function popularMatches(searchable: Searchable, terms: SearchTerms, limit: number): Promise<PopularMatches> {
  const none = { matches: [], floor: Number.POSITIVE_INFINITY, walk: 0 }
  if (!searchable.popularity || searchable.columns.length !== 1) return none
  let entry = heads.get(searchable.table)
  // Checked and replaced synchronously: concurrent searches share one reload.
  if (!entry || entry.startedAt < Date.now() - HEAD_TTL_MS) {
    entry = { head: loadHead(searchable as Searchable & { popularity: string }), startedAt: Date.now() }
    heads.set(searchable.table, entry)
    // A failed load is retried by the next search rather than kept.
    entry.head.catch(() => heads.delete(searchable.table))
  }
  const folded = foldedTerms(terms)
  if (!folded.words.length) return none
  const head = await entry.head
  const words = termMatches(folded)
  const perTerm = words.map((term) => listsWith(head, term))
  // The rarest word's rows, most played first, checked for the other words (the same rule as matchesTerms).
  const rarest = perTerm.reduce((best, lists, index) => (entries(lists) < entries(perTerm[best]) ? index : best), 0)
  const others = words.filter((_term, index) => index !== rarest)
  const matches: HeadMatch[] = []
  for (const position of union(perTerm[rarest])) {
    if (matches.length >= limit) break
    const row = head.rows[position]
    if (others.every((term) => holdsTerm(row.words, term))) matches.push(row)
  }
  const share = head.rows.length ? perTerm.reduce((sum, lists) => sum + entries(lists), 0) / head.rows.length : 0
  return { matches, floor: head.floor, walk: share * head.size }
}

/** Drops the loaded heads (tests that change popularity and search at once). */
export function clearPopularHeads() {
  heads.clear()
}

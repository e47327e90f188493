import { foldedTerms, normalisedQuery, type SearchTerms } from '#core/search/server/query_terms'
import type { HeadMatch, PopularMatches } from './popular_head.js'

/**
 * Which full-text matches a page must rank besides the head's: all the
 * newest ones, only those whose name may start with the query, or none.
 */
export type FullTextNeed = 'all' | 'starting' | 'none'

export interface HeadPlan {
  /** The head matches that can reach the page. */
  rows: HeadMatch[]
  fullText: FullTextNeed
}

/**
 * What the first `window` results of one type need to be ranked, decided
 * from the popular head before any row is read. Results are ranked by match
 * (name equal to the query, starting with it, the rest), then plays, then
 * newest: reading every candidate row to rank it was most of a cold search.
 *
 * - A head match after the first `window` ones is outranked by them unless
 *   it may start with the query; and once `window` head matches that surely
 *   start with it come first, only one that may equal the query can still
 *   pass them. Those `window` outrank every match that does not start with
 *   the query, wherever it is.
 * - Public rows outside the head had at most `floor` plays when it was
 *   loaded (it is a few minutes old at most). When `window` head matches
 *   have more, a full-text match outside the head reaches the page only by
 *   starting with the query; when `window` of those surely start with it
 *   too, only by equalling the query, and such names come from the exact
 *   name lookup. (The viewer's own private rows are not in the head: the
 *   caller ranks theirs whatever the plan.)
 *
 * So a common word ranks a few head rows instead of the newest 200 matches,
 * and the all tab's results of a type stay the first results of its tab.
 *
 * Whether a name starts with the query is told exactly where the ranking
 * compares ASCII case only (SQLite: "Café" does not start with "cafe"), and
 * from the folded words where the collation folds more (MySQL).
 */
export function headPlan({ matches, floor }: PopularMatches, terms: SearchTerms, window: number, dialect: 'sqlite' | 'mysql'): HeadPlan {
  const text = normalisedQuery(terms.words)
  const folded = foldedTerms(terms)
  const [starting, others]: HeadMatch[][] = [[], []]
  let [surelyStarting, aboveFloor, surelyStartingAboveFloor] = [0, 0, 0]
  for (const [position, match] of matches.entries()) {
    const surely = surelyStartsWith(match.label, text)
    if (position >= window && surelyStarting >= window) {
      // Nothing after this can pass the rows kept so far but a name equal to the query.
      if (dialect === 'sqlite' ? surely && match.label.length === text.length : mayEqual(match.words, folded)) starting.push(match)
      continue
    }
    const starts = dialect === 'sqlite' ? surely : mayStartWith(match.words, folded)
    if (starts) starting.push(match)
    else if (position < window) others.push(match)
    if (surely) surelyStarting++
    if (match.plays > floor) {
      aboveFloor++
      if (surely) surelyStartingAboveFloor++
    }
  }
  const fullText = surelyStartingAboveFloor >= window ? 'none' : aboveFloor >= window ? 'starting' : 'all'
  // `window` names surely starting with the query outrank every name that does not.
  return { rows: surelyStarting >= window ? starting : [...starting, ...others], fullText }
}

/** Whether a name's folded words begin with the query's, the last as a prefix: true for every name the ranking puts first or second. */
function mayStartWith(words: string[], { words: terms }: SearchTerms) {
  const last = terms.length - 1
  if (words.length <= last) return false
  for (let index = 0; index < last; index++) if (words[index] !== terms[index]) return false
  return words[last].startsWith(terms[last])
}

/** Whether a name's folded words are the query's: true for every name the ranking puts first. */
function mayEqual(words: string[], { words: terms }: SearchTerms) {
  if (words.length !== terms.length) return false
  for (let index = 0; index < terms.length; index++) if (words[index] !== terms[index]) return false
  return true
}

/**
 * Whether the ranking surely counts a name as starting with the query:
 * `lower(name) LIKE 'text%'`, where SQLite lowers and compares ASCII letters
 * only and MySQL's collation folds more, so ASCII lower case is the safe side.
 */
function surelyStartsWith(label: string, text: string) {
  if (label.length < text.length) return false
  for (let index = 0; index < text.length; index++) {
    const code = label.charCodeAt(index)
    if ((code >= 65 && code <= 90 ? code + 32 : code) !== text.charCodeAt(index)) return false
  }
  return true
}

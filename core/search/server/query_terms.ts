import { escapeLike } from '#core/kernel/database/like'

/** At most this many words of a query are searched (the rest only narrow the match further). */
const MAX_TERMS = 8
const MAX_TERM_LENGTH = 50
/**
 * Shorter words only match whole words: a one-letter prefix expands to a
 * large part of the vocabulary (and has no prefix index).
 */
export const MIN_PREFIX_LENGTH = 2

/**
 * What a search matches: the query's words, every one as a whole word except
 * the last while it is still being typed (nothing follows it), which matches
 * as a prefix: the type-ahead convention of search engines (Algolia's
 * prefixLast). Earlier words are finished, and expanding each of them too
 * multiplied the rows every search had to walk and rank.
 */
export interface SearchTerms {
  words: string[]
  /** Whether the last word matches as a prefix (see isPrefixTerm for the shortest). */
  prefixLast: boolean
}

/** Whether a word is long enough to match as a prefix (type-ahead) rather than only as a whole word. */
export const isPrefixTerm = (term: string) => term.length >= MIN_PREFIX_LENGTH && [...term].length >= MIN_PREFIX_LENGTH

const termsOf = (words: string[], typing: boolean): SearchTerms => ({
  words,
  prefixLast: typing && words.length > 0 && isPrefixTerm(words[words.length - 1]),
})

/**
 * Splits what someone typed into lower-case words (letters and digits of any
 * script). Everything else, including every full-text operator, is dropped,
 * so no input can change the meaning of the query the drivers build. The last
 * word is still being typed when the query ends with it (no space or other
 * separator after it) and no word beyond MAX_TERMS was cut off.
 */
export function queryTerms(query: string): SearchTerms {
  const text = query.toLowerCase().normalize('NFC')
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? []
  return termsOf(
    words.slice(0, MAX_TERMS).map((word) => word.slice(0, MAX_TERM_LENGTH)),
    words.length <= MAX_TERMS && /[\p{L}\p{M}\p{N}]$/u.test(text)
  )
}

/** Each word and whether it matches as a prefix (only the last, when prefixLast). */
export const termMatches = ({ words, prefixLast }: SearchTerms) =>
  words.map((word, index) => ({ word, prefix: prefixLast && index === words.length - 1 }))

/**
 * Words of a text as the full-text indexes see them: accents removed, lower
 * case, split on anything but letters and digits (SQLite's unicode61
 * tokenizer with remove_diacritics, MySQL's accent-insensitive collation).
 */
export function foldedWords(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
}

/** Folded once per query: every type of a search asks. */
const folds = new WeakMap<SearchTerms, SearchTerms>()

/** The query's words folded like the indexed text (foldedWords), the last still a prefix if it was one. */
export function foldedTerms(terms: SearchTerms): SearchTerms {
  let folded = folds.get(terms)
  if (!folded) folds.set(terms, (folded = termsOf(terms.words.flatMap(foldedWords), terms.prefixLast)))
  return folded
}

/**
 * Whether a text matches a query the way the full-text search does: every
 * word is found, whole, and the last as a prefix of a word of the text when
 * prefixLast. `words` are foldedWords, `terms` foldedTerms.
 */
export function matchesTerms(words: string[], terms: SearchTerms) {
  return termMatches(terms).every((term) => holdsTerm(words, term))
}

/** Whether folded words hold one query word (see matchesTerms). */
export function holdsTerm(words: string[], { word: term, prefix }: { word: string; prefix: boolean }) {
  return words.some((word) => (prefix ? word.startsWith(term) : word === term))
}

/** The typed text for "starts with" comparisons: words joined by single spaces. */
export function normalisedQuery(terms: string[]) {
  return terms.join(' ')
}

/** The LIKE pattern of the rows starting with `text` as typed; callers write `LIKE ? ESCAPE '!'` (escapeLike). */
export function likePrefix(text: string) {
  return `${escapeLike(text)}%`
}

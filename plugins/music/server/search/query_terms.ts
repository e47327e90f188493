/** At most this many words of a query are searched (the rest only narrow the match further). */
const MAX_TERMS = 8
const MAX_TERM_LENGTH = 50
/**
 * Shorter words only match whole words: a one-letter prefix expands to a
 * large part of the vocabulary (and has no prefix index).
 */
export const MIN_PREFIX_LENGTH = 2

/**
 * Splits what someone typed into lower-case words (letters and digits of any
 * script). Everything else, including every full-text operator, is dropped,
 * so no input can change the meaning of the query the drivers build.
 */
export function queryTerms(query: string): string[] {
  const words = query.toLowerCase().normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []
  return words.slice(0, MAX_TERMS).map((word) => word.slice(0, MAX_TERM_LENGTH))
}

/** Whether a query word matches as a prefix (type-ahead) or only as a whole word. */
export const isPrefixTerm = (term: string) => term.length >= MIN_PREFIX_LENGTH && [...term].length >= MIN_PREFIX_LENGTH

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

/**
 * Whether a text matches query words the way the full-text search does:
 * every word is found, as a prefix of a word of the text (or whole, when
 * shorter than MIN_PREFIX_LENGTH). Both sides are foldedWords.
 */
export function matchesTerms(words: string[], foldedTerms: string[]) {
  return foldedTerms.every((term) => words.some((word) => (isPrefixTerm(term) ? word.startsWith(term) : word === term)))
}

/** The typed text for "starts with" comparisons: words joined by single spaces. */
export function normalisedQuery(terms: string[]) {
  return terms.join(' ')
}

/** Escapes LIKE wildcards; callers add ESCAPE '\' where the dialect needs it. */
export function likePrefix(text: string) {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/**
 * Spellings a name exactly equal to the query is likely stored with, for an
 * index lookup where the column compares case-sensitively (SQLite): as typed
 * (lower case), Title Case and UPPER CASE.
 */
export function exactSpellings(terms: string[]) {
  const text = normalisedQuery(terms)
  const title = terms.map((term) => term.charAt(0).toUpperCase() + term.slice(1)).join(' ')
  return [...new Set([text, title, text.toUpperCase()])]
}

/** At most this many words of a query are searched (the rest only narrow the match further). */
const MAX_TERMS = 8
const MAX_TERM_LENGTH = 50

/**
 * Splits what someone typed into lower-case words (letters and digits of any
 * script). Everything else, including every full-text operator, is dropped,
 * so no input can change the meaning of the query the drivers build.
 */
export function queryTerms(query: string): string[] {
  const words = query.toLowerCase().normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []
  return words.slice(0, MAX_TERMS).map((word) => word.slice(0, MAX_TERM_LENGTH))
}

/** The typed text for "starts with" comparisons: words joined by single spaces. */
export function normalisedQuery(terms: string[]) {
  return terms.join(' ')
}

/** Escapes LIKE wildcards; callers add ESCAPE '\'. */
export function likePrefix(text: string) {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/**
 * `text` to match as typed inside a LIKE pattern: its wildcards (% and _)
 * and the escape character itself are escaped with '!', which the query
 * names with `LIKE ? ESCAPE '!'`. Not a backslash: MySQL's string literals
 * treat it as an escape of their own and SQLite's do not, and LIKE escapes
 * with it by default on MySQL only; '!' means the same on both.
 */
export function escapeLike(text: string) {
  return text.replace(/[!%_]/g, (character) => `!${character}`)
}

/**
 * `sql` with every `?` placeholder written `+?` (a no-op on the value), so
 * that a prepared statement keeps its query plan across executions.
 *
 * Why: SQLite marks a statement "re-prepare when this parameter is rebound"
 * when its planner looked at a bound value: `LIMIT ?`, an `x = ?` term it
 * weighed as a filter, a LIKE pattern, a stat4 probe. better-sqlite3 clears
 * the bindings after every run, and sqlite3_clear_bindings expires such a
 * statement, so it was parsed and planned again on every execution: Lucid's
 * `SELECT * FROM users WHERE id = ? LIMIT ?` cost 31 µs instead of 5, a page's
 * liked list 61 instead of 30. A unary plus hides the parameter from those
 * looks (SQLite's own `sqlite3ExprIsInteger` and friends stop at TK_UPLUS)
 * while index lookups, IN lists, FTS5 MATCH and affinity stay as they were:
 * a parameter has no affinity with or without it.
 *
 * Quoted strings, quoted identifiers and comments are copied untouched.
 */
export function stablePlaceholders(sql: string): string {
  if (!sql.includes('?')) return sql
  let out = ''
  let index = 0
  while (index < sql.length) {
    const char = sql[index]
    const skipTo = endOfQuotedOrComment(sql, index)
    if (skipTo > index) {
      out += sql.slice(index, skipTo)
      index = skipTo
      continue
    }
    out += char === '?' ? '+?' : char
    index++
  }
  return out
}

const CLOSING_QUOTE: Record<string, string> = { "'": "'", '"': '"', '`': '`', '[': ']' }

/** Where the string, quoted identifier or comment starting at `start` ends (exclusive); `start` when none starts there. */
function endOfQuotedOrComment(sql: string, start: number): number {
  const char = sql[start]
  const closing = CLOSING_QUOTE[char]
  if (closing) {
    // A doubled quote inside a string is an escaped quote: the scan simply resumes after it.
    const end = sql.indexOf(closing, start + 1)
    return end === -1 ? sql.length : end + 1
  }
  if (char === '-' && sql[start + 1] === '-') {
    const end = sql.indexOf('\n', start + 2)
    return end === -1 ? sql.length : end + 1
  }
  if (char === '/' && sql[start + 1] === '*') {
    const end = sql.indexOf('*/', start + 2)
    return end === -1 ? sql.length : end + 2
  }
  return start
}

/**
 * The hot read paths of the music plugin (pages, summaries, search, radio)
 * use raw SQL written once rather than the query builder; see readRows.
 */
export { readRows as rawRows } from '#core/kernel/database/read_rows'

/** `?, ?, ?`: the placeholders of an IN list of `count` values. */
export function placeholders(count: number) {
  return count === 1 ? '?' : `?${', ?'.repeat(count - 1)}`
}

import type { ListOrder } from '../shared/list_page.js'

/**
 * A sort column's value as it is bound into the next query: text or a number.
 * MySQL returns DATETIME columns as Dates (in UTC: config/database.ts); they
 * travel as ISO times and come back as the UTC 'YYYY-MM-DD HH:mm:ss' text both
 * databases compare with their timestamp columns.
 */
export type SortValue = string | number

/**
 * Where a page starts: after (or before) the row whose sort value and id
 * these are, under this sort and order. Encoded into an opaque cursor so the
 * browser passes it back untouched; it carries only values that are bound as
 * query parameters, so a forged one can at worst point somewhere else in the
 * same list, which the visitor may read anyway.
 */
export interface ListCursor {
  sort: string
  order: ListOrder
  /** 'after' walks on from the row (next page), 'before' walks back (previous page). */
  direction: 'after' | 'before'
  value: SortValue | Date
  id: number
}

type EncodedValue = string | number | { date: string }

export function encodeCursor(cursor: ListCursor): string {
  const value: EncodedValue = cursor.value instanceof Date ? { date: cursor.value.toISOString() } : cursor.value
  const json = JSON.stringify([cursor.sort, cursor.order, cursor.direction === 'after' ? 'a' : 'b', value, cursor.id])
  return Buffer.from(json).toString('base64url')
}

/** The cursor, or null when the text is not one this module wrote (tampered, truncated, another format). */
export function decodeCursor(text: string): (ListCursor & { value: SortValue }) | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) return null
  const [sort, order, direction, encoded, id] = parsed as unknown[]
  if (typeof sort !== 'string' || (order !== 'asc' && order !== 'desc') || (direction !== 'a' && direction !== 'b')) return null
  if (!Number.isSafeInteger(id) || (id as number) < 1) return null
  const value = decodeValue(encoded)
  if (value === null) return null
  return { sort, order, direction: direction === 'a' ? 'after' : 'before', value, id: id as number }
}

function decodeValue(encoded: unknown): SortValue | null {
  if (typeof encoded === 'string') return encoded.length <= 1000 ? encoded : null
  if (typeof encoded === 'number') return Number.isFinite(encoded) ? encoded : null
  if (encoded && typeof encoded === 'object' && 'date' in encoded && typeof encoded.date === 'string') {
    const date = new Date(encoded.date)
    return Number.isNaN(date.getTime()) ? null : sqlTime(date)
  }
  return null
}

/** 2026-01-31 12:00:00 (with .123 when there are milliseconds), in UTC. */
function sqlTime(date: Date) {
  const iso = date.toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${date.getUTCMilliseconds() ? iso.slice(19, 23) : ''}`
}

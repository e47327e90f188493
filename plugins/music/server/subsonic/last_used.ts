import db from '@adonisjs/lucid/services/db'
import { sqlNow } from '../services/shared/time.js'

/** last_used_at is a hint for the owner ("used today"), not a log: it is written at most this often. */
const LAST_USED_PRECISION_MS = 60_000

/**
 * Marks a row of `table` used (its last_used_at) when an app signs in with
 * it. Sign-in reads its rows from a cache, and apps sign in with every
 * request (hundreds a minute while they sync a library): the column is
 * written at most once a minute per row and process. `now` is the value
 * written, in the column's own format (what the row's other writers use).
 */
export function lastUsedMarker(table: string, now: () => unknown = () => sqlNow()) {
  /** When this process last wrote each row's last_used_at (a cached copy of the row may say an older time). */
  const markedAt = new Map<number, number>()
  return async (id: number, lastUsedAt: number) => {
    if (Date.now() - Math.max(lastUsedAt, markedAt.get(id) ?? 0) <= LAST_USED_PRECISION_MS) return
    markedAt.set(id, Date.now())
    await db.from(table).where('id', id).update({ last_used_at: now() })
  }
}

import db from '@adonisjs/lucid/services/db'
import { dropReads, ReadCache, SITE_DATA } from '#core/kernel/cache/read_cache'
import type { NotificationData, NotificationItem } from '#core/kernel/shared/notifications'
import { timeOrderedId } from './time_ordered_id.js'

interface NotificationRow {
  id: string
  user_id: number
  type: string
  data: string
  read_at: Date | string | number | null
  created_at: Date | string | number
}

/** A timestamp as ISO text: MySQL gives a Date, SQLite the milliseconds it was written as. */
function isoOf(value: Date | string | number) {
  return (value instanceof Date ? value : new Date(value)).toISOString()
}

function present(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    created_at: isoOf(row.created_at),
    read_at: row.read_at === null ? null : isoOf(row.read_at),
    data: JSON.parse(row.data),
  }
}

/** The tag of the kept unread counts: storing notifications drops it wherever that runs (a job too), marking them read through its routes. */
export const UNREAD_COUNTS = 'notifications.unread'

/**
 * Each person's unread count, read on every page they load (the bell's
 * badge in the bootstrap data): a grouped count through the query builder
 * on each of them was one of the three statements that together took ~12 %
 * of a signed-in track page's CPU (bench:pages' profile, 2026-11-28).
 */
const keptUnreadCounts = new ReadCache<number>('notifications.unread_count', { tags: [SITE_DATA, UNREAD_COUNTS] })

// Rows per INSERT: Knex writes a multi-row insert on SQLite as a compound SELECT, which SQLite caps at 500 terms.
const INSERT_CHUNK = 250

/** Stores one notification for each person; answers them as the API shows them, by person. */
export async function storeNotifications(userIds: number[], type: string, data: NotificationData) {
  const createdAt = new Date()
  const json = JSON.stringify(data)
  const rows = userIds.map((userId) => ({ id: timeOrderedId(createdAt.getTime()), user_id: userId, type, data: json, read_at: null, created_at: createdAt }))
  await db.transaction(async (trx) => {
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) await trx.table('notifications').multiInsert(rows.slice(start, start + INSERT_CHUNK))
  })
  if (rows.length) await dropReads([UNREAD_COUNTS])
  return new Map(rows.map((row) => [row.user_id, present({ ...row, data: json })]))
}

/** Each person's unread count, in one grouped query. */
export async function unreadCounts(userIds: number[]) {
  const counts = new Map(userIds.map((userId) => [userId, 0]))
  if (!userIds.length) return counts
  const rows = await db.from('notifications').whereIn('user_id', userIds).whereNull('read_at').groupBy('user_id').select('user_id').count('* as unread')
  for (const row of rows) counts.set(Number(row.user_id), Number(row.unread))
  return counts
}

export async function unreadCount(userId: number) {
  return keptUnreadCounts.get(String(userId), async () => (await unreadCounts([userId])).get(userId)!)
}

/** A page of a person's notifications, newest first; one extra row says whether another page follows. */
export async function notificationsPage(userId: number, page: number, perPage: number) {
  const rows: NotificationRow[] = await db
    .from('notifications')
    .where('user_id', userId)
    .orderBy('id', 'desc')
    .limit(perPage + 1)
    .offset((page - 1) * perPage)
  const more = rows.length > perPage
  return {
    data: rows.slice(0, perPage).map(present),
    current_page: page,
    per_page: perPage,
    next_page: more ? page + 1 : null,
  }
}

/**
 * Marks the person's own notifications read (the given ids, or all of
 * them); ids of anyone else's are ignored. Answers the unread count left.
 */
export async function markRead(userId: number, ids: string[] | 'all') {
  return db.transaction(async (trx) => {
    const query = trx.from('notifications').where('user_id', userId).whereNull('read_at')
    if (ids !== 'all') query.whereIn('id', ids)
    await query.update({ read_at: new Date() })
    const [row] = await trx.from('notifications').where('user_id', userId).whereNull('read_at').count('* as unread')
    return Number(row.unread)
  })
}

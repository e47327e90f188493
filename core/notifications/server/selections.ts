import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { NotificationTypeDefinition } from '#core/kernel/contract'
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '#core/kernel/shared/notifications'
import type { NotificationCatalogue } from './notification_catalogue.js'

/** A stored choice: the channels one type uses for one person (only types they changed have a row). */
interface SelectionRow {
  user_id: number
  notif_id: string
  database: number | boolean
  email: number | boolean
  browser: number | boolean
}

function channelsOfRow(row: SelectionRow, offered: NotificationChannel[]): NotificationChannel[] {
  return offered.filter((channel) => Boolean(row[channel]))
}

/** The channels a type uses for each of these people: their choice, else the type's defaults. */
export async function channelsFor(userIds: number[], type: NotificationTypeDefinition, catalogue: NotificationCatalogue) {
  const offered = catalogue.offered(type)
  const defaults = catalogue.defaults(type)
  const rows: SelectionRow[] = userIds.length ? await db.from('notification_selections').where('notif_id', type.id).whereIn('user_id', userIds) : []
  const chosen = new Map(rows.map((row) => [Number(row.user_id), channelsOfRow(row, offered)]))
  return new Map(userIds.map((userId) => [userId, new Set(chosen.get(userId) ?? defaults)]))
}

/** Every declared type's channels for one person, in catalogue order. */
export async function selectionsOf(userId: number, catalogue: NotificationCatalogue) {
  const rows: SelectionRow[] = await db.from('notification_selections').where('user_id', userId)
  const chosen = new Map(rows.map((row) => [row.notif_id, row]))
  return catalogue.all().map((type) => {
    const row = chosen.get(type.id)
    return { notif_id: type.id, channels: row ? channelsOfRow(row, catalogue.offered(type)) : catalogue.defaults(type) }
  })
}

/** Stores a person's channels for some types (channels a type does not offer are dropped). */
export async function saveSelections(
  userId: number,
  selections: Array<{ notif_id: string; channels: NotificationChannel[] }>,
  catalogue: NotificationCatalogue,
  trx: TransactionClientContract
) {
  const now = new Date()
  for (const selection of selections) {
    const offered = catalogue.offered(catalogue.get(selection.notif_id))
    const on = new Set(selection.channels.filter((channel) => offered.includes(channel)))
    const flags = Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, on.has(channel)]))
    await trx
      .knexQuery()
      .table('notification_selections')
      .insert({ user_id: userId, notif_id: selection.notif_id, ...flags, updated_at: now })
      .onConflict(['user_id', 'notif_id'])
      .merge([...NOTIFICATION_CHANNELS, 'updated_at'])
  }
}

import db from '@adonisjs/lucid/services/db'
import type { NotificationRecipientQuery } from '#core/kernel/module_services'
import { BATCH_SIZE } from './deliver_batch.js'

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/

/**
 * The user ids a recipient query names, a batch at a time, walking the user
 * column upwards (keyset: each batch is one index range however far along).
 */
export async function* recipientBatches(query: NotificationRecipientQuery): AsyncGenerator<number[]> {
  // Manifest code names these, never a request; still, only plain identifiers reach the SQL.
  for (const name of [query.table, query.userColumn, ...Object.keys(query.where)]) {
    if (!IDENTIFIER.test(name)) throw new Error(`Recipient query: "${name}" is not a plain table or column name`)
  }
  const except = new Set(query.exceptUserIds ?? [])
  let after = 0
  for (;;) {
    const rows = await db
      .from(query.table)
      .where(query.where)
      .where(query.userColumn, '>', after)
      .orderBy(query.userColumn)
      .limit(BATCH_SIZE)
      .select(`${query.userColumn} as user_id`)
    if (!rows.length) return
    after = Number(rows[rows.length - 1].user_id)
    const userIds = rows.map((row) => Number(row.user_id)).filter((userId) => !except.has(userId))
    if (userIds.length) yield userIds
    if (rows.length < BATCH_SIZE) return
  }
}

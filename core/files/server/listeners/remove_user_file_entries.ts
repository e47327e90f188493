import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import type { UserDeletedEvent } from '#core/accounts/events'
import FileEntry from '../models/file_entry.js'

/** A deleted account's files go with it: rows first (one transaction), then their objects. */
export default class RemoveUserFileEntries {
  async handle(event: UserDeletedEvent) {
    const entries = await db.transaction(async (trx) => {
      const owned = await FileEntry.query({ client: trx }).where('user_id', event.id)
      await FileEntry.query({ client: trx }).where('user_id', event.id).delete()
      return owned
    })
    for (const entry of entries) {
      await drive
        .use(entry.disk)
        .delete(entry.diskKey)
        .catch((error) =>
          logger.error(
            { err: error, key: entry.diskKey },
            'a deleted account’s file could not be deleted'
          )
        )
    }
    if (entries.length)
      await emitter.emit('files:entries_deleted', { ids: entries.map((entry) => entry.id) })
  }
}

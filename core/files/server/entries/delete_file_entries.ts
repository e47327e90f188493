import app from '@adonisjs/core/services/app'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import { AccessControl } from '#core/kernel/module_services'
import { recordAudit } from '#core/audit/server/record_audit'
import { FILES_UPDATE } from '#core/accounts/permissions'
import FileEntry from '../models/file_entry.js'

export interface DeleteRequest {
  entryIds?: number[]
  paths?: string[]
  deleteForever?: boolean
}

/**
 * POST file-entries/delete: the entries named by id or path go to the trash
 * (deleted_at), or with deleteForever are deleted for good, rows in one
 * transaction and objects after it commits. Only the person's own entries,
 * unless they hold files.update; an entry they may not touch counts as not
 * found, and then nothing changes. Deleting someone else's entry is
 * recorded in the audit log.
 */
export async function deleteFileEntries(
  actorId: number,
  request: DeleteRequest
): Promise<'done' | 'not-found'> {
  const ids = [...new Set(request.entryIds ?? [])]
  const paths = [...new Set(request.paths ?? [])]
  const mayTouchAny = (await (await app.container.make(AccessControl)).grantsOf(actorId))(
    FILES_UPDATE
  )

  const removed = await db.transaction(async (trx) => {
    const query = FileEntry.query({ client: trx }).where((where) => {
      if (ids.length) where.orWhereIn('id', ids)
      if (paths.length) where.orWhereIn('disk_key', paths)
    })
    if (!mayTouchAny) query.where('user_id', actorId)
    const entries = await query
    const complete =
      ids.every((id) => entries.some((entry) => entry.id === id)) &&
      paths.every((path) => entries.some((entry) => entry.diskKey === path))
    if (!complete) return null

    const now = DateTime.utc()
    for (const entry of entries) {
      const before = entry.serialize()
      if (request.deleteForever) await entry.useTransaction(trx).delete()
      else if (!entry.deletedAt) await entry.useTransaction(trx).merge({ deletedAt: now }).save()
      if (entry.userId !== actorId) {
        await recordAudit(trx, {
          action: request.deleteForever ? 'file_entry.deleted' : 'file_entry.trashed',
          subject: { type: 'file_entry', id: entry.id },
          before,
          after: request.deleteForever ? null : entry.serialize(),
        })
      }
    }
    return request.deleteForever ? entries : []
  })
  if (removed === null) return 'not-found'

  for (const entry of removed) {
    await drive
      .use(entry.disk)
      .delete(entry.diskKey)
      .catch((error) =>
        logger.error(
          { err: error, key: entry.diskKey },
          'a deleted file entry’s object could not be deleted'
        )
      )
  }
  if (removed.length)
    await emitter.emit('files:entries_deleted', { ids: removed.map((entry) => entry.id) })
  return 'done'
}

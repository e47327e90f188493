import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/server/record_audit'
import { FILES_DISK, urlOf, usagesOf } from './stored_files.js'

/** Refusal of POST files/delete while some files are in use (answered 409 with their ids). */
export class FilesInUse extends Error {
  constructor(readonly inUse: number[]) {
    super(
      inUse.length === 1
        ? 'This file is still in use. Remove it where it is used first, or delete it anyway.'
        : `${inUse.length} of these files are still in use. Remove them where they are used first, or delete them anyway.`
    )
  }
}

/**
 * Deletes stored files by id (ids unknown are skipped). A file some module
 * still uses is refused unless `force`: the row using it would show a
 * broken image. The rows go in one transaction with their audit entries;
 * the disk files after it commits, since a disk cannot roll back: a failure
 * there leaves an unlisted file, never a listed file that is gone.
 */
export async function deleteStoredFiles(ids: number[], force: boolean) {
  const rows: Array<{ id: number; disk_key: string; owner_id: number; size: number; mime: string }> = await db
    .from('stored_images')
    .whereIn('id', ids)
    .select('id', 'disk_key', 'owner_id', 'size', 'mime')
  if (!force) {
    const usages = await usagesOf(await Promise.all(rows.map(async (row) => ({ key: row.disk_key, url: await urlOf(row.disk_key) }))))
    const inUse = rows.filter((row) => usages.has(row.disk_key)).map((row) => Number(row.id))
    if (inUse.length > 0) throw new FilesInUse(inUse)
  }
  await db.transaction(async (trx) => {
    await trx.from('stored_images').whereIn('id', rows.map((row) => row.id)).delete()
    for (const row of rows) {
      const before = { path: row.disk_key, disk: FILES_DISK, owner_id: Number(row.owner_id), size: Number(row.size), mime: row.mime }
      await recordAudit(trx, { action: 'file.deleted', subject: { type: 'file', id: Number(row.id) }, before, after: null })
    }
  })
  for (const row of rows) await drive.use(FILES_DISK).delete(row.disk_key)
  return rows.length
}

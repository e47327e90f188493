import app from '@adonisjs/core/services/app'
import { FileStore } from '@tus/file-store'
import { SiteSettings } from '#core/kernel/module_services'
import { moduleLock } from '#core/kernel/locks'
import { UPLOADS_ABANDONED_HOURS } from '#core/files/settings'
import { TUS_UPLOAD_LOCK } from '#core/files/locks'
import { tusServer } from './tus_server.js'

/**
 * Abandoned uploads: created longer ago than the setting allows and never
 * turned into an entry, finished or not (a finished one that no tus/entries
 * claimed is as abandoned as a half one). Each is deleted under its lock, so
 * a request writing it right now keeps it. In the S3 store, unfinished
 * multipart uploads expire by the store's own rule (the same period).
 * Returns how many were deleted.
 */
export async function expireAbandonedUploads(now = new Date()): Promise<number> {
  const { datastore } = await tusServer()
  if (!(datastore instanceof FileStore)) return datastore.deleteExpired()

  const settings = await app.container.make(SiteSettings)
  await settings.refresh()
  const cutoff = now.getTime() - Number(settings.get(UPLOADS_ABANDONED_HOURS, 24)) * 3600_000
  let deleted = 0
  for (const id of (await datastore.configstore.list?.()) ?? []) {
    const upload = await datastore.configstore.get(id)
    const created = upload?.creation_date ? new Date(upload.creation_date).getTime() : Number.NaN
    if (!upload || !(created < cutoff)) continue
    const [acquired] = await moduleLock(TUS_UPLOAD_LOCK, id).runImmediately(() =>
      datastore.remove(id)
    )
    if (acquired) deleted++
  }
  return deleted
}

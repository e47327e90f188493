import app from '@adonisjs/core/services/app'
import { AccessControl } from '#core/kernel/module_services'
import { FILES_UPDATE } from '#core/accounts/permissions'
import FileEntry from '../models/file_entry.js'

/**
 * The entry `viewerId` may download: their own, or anyone's with
 * files.update; not one in the trash. Null otherwise, so that another
 * person's entry and a missing one look the same (404).
 */
export async function downloadableEntry(viewerId: number, entryId: number) {
  const entry = await FileEntry.query().where('id', entryId).whereNull('deleted_at').first()
  if (!entry) return null
  if (entry.userId === viewerId) return entry
  const grants = await (await app.container.make(AccessControl)).grantsOf(viewerId)
  return grants(FILES_UPDATE) ? entry : null
}

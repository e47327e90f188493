import drive from '@adonisjs/drive/services/main'
import { FILE_ROUTES, type FileEntryPayload } from '#core/files/shared/file_entry'
import type FileEntry from '../models/file_entry.js'

/**
 * A file entry as the API answers it (spec section 3). A private (uploads
 * disk) object has no public URL: its url is the download route, which
 * serves it to its owner and files.update only.
 */
export async function presentFileEntry(entry: FileEntry): Promise<FileEntryPayload> {
  return {
    id: entry.id,
    url:
      entry.disk === 'public'
        ? await drive.use('public').getUrl(entry.diskKey)
        : `/api/v1/${FILE_ROUTES.download.replace(':id', String(entry.id))}`,
    file_size: entry.fileSize,
    name: entry.name,
    mime: entry.mime,
    extension: entry.extension,
    path: entry.diskKey,
    relative_path: entry.relativePath,
    disk: entry.disk,
    user_id: entry.userId,
    metadata: entry.metadata,
    deleted_at: entry.deletedAt?.toISO() ?? null,
    created_at: entry.createdAt.toISO()!,
    updated_at: entry.updatedAt.toISO()!,
  }
}

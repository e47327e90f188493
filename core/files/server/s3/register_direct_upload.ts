import db from '@adonisjs/lucid/services/db'
import type FileEntry from '../models/file_entry.js'
import { ENTRIES_FOLDER, registerStoredObject } from '../entries/register_file_entry.js'
import { extrasOf } from '../entries/upload_metadata.js'
import { UploadRefused } from '../restrictions/upload_refused.js'
import { directStorage } from './direct_storage.js'
import { findDirectUpload, UPLOAD_NOT_FOUND } from './direct_uploads.js'
import { FieldRefused } from './upload_refused.js'

export interface S3EntryInput {
  /** The key the server gave at presign or create, or its last segment (`<uuid>.mp3`: the spec's file name). */
  filename: string
  size: number
  clientName?: string
  clientExtension?: string | null
  metadata?: Record<string, unknown>
}

/**
 * POST s3/entries: an object the person uploaded straight to the bucket
 * becomes a file entry, once. Only a key this person was given counts
 * (another's, or a made-up one, is not found); the object must be in the
 * bucket, whole. Then the upload is claimed (its row deleted: a second
 * call finds nothing) and the object is registered where it lies: its
 * first bytes are read for its type and it is checked against the
 * person's restrictions; a refused object is deleted (an HTML page named
 * .mp3 never stays in the bucket).
 */
export async function registerDirectUpload(
  userId: number,
  input: S3EntryInput,
  workspaceId: number | null = null
): Promise<FileEntry> {
  const key = input.filename.includes('/') ? input.filename : `${ENTRIES_FOLDER}/${input.filename}`
  const upload = await findDirectUpload(userId, key)
  if (upload.multipartUploadId && !upload.completedAt) {
    throw new UploadRefused(
      'This upload is not complete yet: complete the multipart upload first.',
      409
    )
  }
  if (input.size !== upload.size) {
    throw new FieldRefused(
      'size',
      `The upload was begun for ${upload.size} bytes, not ${input.size}.`
    )
  }
  const storage = await directStorage(upload.disk, { evenWhenTurnedOff: true })
  if (!(await storage.driver.exists(upload.objectKey))) {
    throw new UploadRefused(
      'The file has not reached storage yet: upload it to the signed URL first.',
      409
    )
  }

  // The claim: of two calls at once, one deletes the row and goes on, the other finds nothing.
  const deleted = await db.from('direct_uploads').where('id', upload.id).delete()
  if (Number(Array.isArray(deleted) ? deleted[0] : deleted) !== 1)
    throw new UploadRefused(UPLOAD_NOT_FOUND, 404)

  const metadata = { ...upload.metadata, ...input.metadata }
  return registerStoredObject({
    ownerId: userId,
    workspaceId,
    name: upload.clientName,
    relativePath: typeof metadata.relativePath === 'string' ? metadata.relativePath : null,
    clientExtension: upload.clientExtension || null,
    disk: upload.disk,
    key: upload.objectKey,
    uploadKey: upload.objectKey,
    metadata: extrasOf(metadata),
  })
}

import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import drive from '@adonisjs/drive/services/main'
import { FileStore } from '@tus/file-store'
import type { DataStore, Upload } from '@tus/utils'
import { moduleLock } from '#core/kernel/locks'
import { TUS_UPLOAD_LOCK } from '#core/files/locks'
import { FILE_ENTRY_DISKS, type FileEntryDisk } from '#core/files/shared/file_entry'
import type FileEntry from '../models/file_entry.js'
import {
  registerStoredObject,
  storeLocalFile,
  type DescribedUpload,
} from '../entries/register_file_entry.js'
import { extrasOf } from '../entries/upload_metadata.js'
import { UploadRefused } from '../restrictions/upload_refused.js'
import { findUpload, OWNER_KEY } from './tus_uploads.js'
import { localUploadPath, tusServer } from './tus_server.js'
import { UPLOAD_LOCKED } from './upload_locker.js'

/**
 * POST tus/entries: a finished tus upload of the person's own becomes a file
 * entry. Someone else's upload key, or one that does not exist (never
 * created, terminated, expired, already registered), is 404 alike, so keys
 * cannot be probed; an unfinished one is 409; one a request is writing is
 * 423 (the upload's lock, held meanwhile, so no PATCH lands while the bytes
 * move). Content refused by the checks deletes the upload: its bytes would
 * be refused again. Once registered, the upload is forgotten by the tus
 * store, so it becomes an entry only once.
 */
export async function registerTusUpload(ownerId: number, uploadKey: string, workspaceId: number | null = null): Promise<FileEntry> {
  const notFound = new UploadRefused('The upload was not found.', 404)
  if (!isOwnedBy(await findUpload(uploadKey), ownerId)) throw notFound
  const lock = moduleLock(TUS_UPLOAD_LOCK, uploadKey)
  if (!(await lock.acquireImmediately())) throw new UploadRefused(UPLOAD_LOCKED.body, 423)
  try {
    // Read again under the lock: the upload may have moved on since.
    const upload = await findUpload(uploadKey)
    if (!upload || !isOwnedBy(upload, ownerId)) throw notFound
    if (upload.size === undefined || upload.offset !== upload.size) {
      throw new UploadRefused(
        `The upload is not finished: ${upload.offset} of ${upload.size ?? '?'} bytes received.`,
        409
      )
    }
    const { datastore } = await tusServer()
    const metadata = upload.metadata ?? {}
    const described: DescribedUpload = {
      ownerId,
      workspaceId,
      name: metadata.name ?? metadata.clientName ?? '',
      relativePath: metadata.relativePath ?? null,
      clientExtension: metadata.clientExtension ?? null,
      disk: (FILE_ENTRY_DISKS as readonly string[]).includes(metadata.disk ?? '')
        ? (metadata.disk as FileEntryDisk)
        : 'uploads',
      uploadKey,
      metadata: extrasOf(metadata),
    }
    try {
      const entry = await register(datastore, upload, described)
      await forget(datastore, uploadKey)
      return entry
    } catch (error) {
      if (error instanceof UploadRefused) await datastore.remove(uploadKey).catch(() => {})
      throw error
    }
  } finally {
    await lock.release()
  }
}

function isOwnedBy(upload: Upload | null, ownerId: number) {
  return upload !== null && upload.metadata?.[OWNER_KEY] === String(ownerId)
}

async function register(datastore: DataStore, upload: Upload, described: DescribedUpload) {
  const size = upload.size!
  if (datastore instanceof FileStore)
    return storeLocalFile({ ...described, localPath: localUploadPath(upload.id), size })
  // S3 store: the finished object is in the uploads bucket under the upload's id.
  if (described.disk === 'uploads')
    return registerStoredObject({ ...described, disk: 'uploads', key: upload.id })
  // Bound for the public bucket: through a local file, checked and stored like any other.
  const folder = await mkdtemp(join(tmpdir(), 'cadenza-tus-'))
  try {
    const localPath = join(folder, 'upload')
    await pipeline(await drive.use('uploads').getStream(upload.id), createWriteStream(localPath))
    const entry = await storeLocalFile({ ...described, localPath, size })
    await drive.use('uploads').delete(upload.id)
    return entry
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/** The store's record of the upload, whose bytes now belong to the entry. */
async function forget(datastore: DataStore, id: string) {
  if (datastore instanceof FileStore) return datastore.configstore.delete(id)
  await drive.use('uploads').delete(`${id}.info`)
}

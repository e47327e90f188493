import { randomUUID } from 'node:crypto'
import { mkdir, rename } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { FSDriver } from '@adonisjs/drive/drivers/fs'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import emitter from '@adonisjs/core/services/emitter'
import type { FileEntryDisk } from '#core/files/shared/file_entry'
import FileEntry from '../models/file_entry.js'
import {
  sniffLocalFile,
  sniffStream,
  HEAD_BYTES,
  type SniffedContent,
} from '../content/sniff_content.js'
import { checkStoredContent, uploadLimitsFor } from '../restrictions/upload_restrictions.js'
import { checkedFileName, checkedRelativePath } from './file_names.js'

/**
 * Turns stored bytes into a file entry, the one way every upload path ends
 * (plain multipart, tus, direct to S3). Kit API:
 *
 *   storeLocalFile({ localPath, ...described })   // bytes in a local file: checked, then moved onto the disk
 *   registerStoredObject({ disk, key, ...described }) // bytes already on the disk at `key` (S3 direct upload)
 *   newObjectKey(extension)                      // 'files/<uuid>.<ext>', for objects written before registering
 *
 * Both read the content (sniff_content.ts), apply the owner's restrictions
 * (upload_restrictions.ts) and throw UploadRefused with the client's message,
 * deleting the bytes they were given: a refused file leaves nothing behind.
 * The row is written in a transaction that commits only once the object is
 * in place, so there is never an entry without its object; `uploadKey` is
 * unique, so a finished upload becomes an entry once.
 */
export interface DescribedUpload {
  ownerId: number
  /** The workspace the upload was made in (core/workspaces); null or absent: the owner's own space. */
  workspaceId?: number | null
  /** The name the person gave the file (shown; checked for separators and NUL). */
  name: string
  /** The path inside a picked folder, file name included ('Album/CD 1/01.mp3'), or null. */
  relativePath?: string | null
  /** The extension the client claims; the bytes decide, a name that promises another type is refused. */
  clientExtension?: string | null
  disk?: FileEntryDisk
  /** The tus upload id or S3 key the bytes came from: registering it twice fails (unique). */
  uploadKey?: string | null
  /** Extras the client sent, kept on the entry. */
  metadata?: Record<string, unknown>
}

/** Objects of file entries live under this folder of their disk. */
export const ENTRIES_FOLDER = 'files'

export function newObjectKey(extension: string) {
  return `${ENTRIES_FOLDER}/${randomUUID()}.${extension}`
}

/** A local file (a multipart upload's temporary file, a finished tus upload): checked, moved onto the disk, registered. */
export async function storeLocalFile(
  upload: DescribedUpload & { localPath: string; size: number }
): Promise<FileEntry> {
  const described = describe(upload)
  const content = await sniffLocalFile(upload.localPath, {
    clientExtension: upload.clientExtension,
  })
  await checkAgainstLimits(upload, content, upload.size)
  const disk = upload.disk ?? 'uploads'
  const key = newObjectKey(content.extension)
  return insertEntry({ ...described, disk, key, size: upload.size, content }, () =>
    moveOntoDisk(disk, upload.localPath, key, content.mime)
  )
}

/** An object already on the disk (written straight to S3): checked where it is, deleted if refused. */
export async function registerStoredObject(
  upload: DescribedUpload & { disk: FileEntryDisk; key: string }
): Promise<FileEntry> {
  const disk = drive.use(upload.disk)
  try {
    const described = describe(upload)
    const { contentLength } = await disk.getMetaData(upload.key)
    const content = await sniffObject(
      upload.disk,
      upload.key,
      contentLength,
      upload.clientExtension
    )
    await checkAgainstLimits(upload, content, contentLength)
    return await insertEntry(
      { ...described, disk: upload.disk, key: upload.key, size: contentLength, content },
      async () => {}
    )
  } catch (error) {
    await disk
      .delete(upload.key)
      .catch((cause) =>
        logger.warn({ err: cause, key: upload.key }, 'could not delete a refused upload')
      )
    throw error
  }
}

/**
 * Drive's moveFromFs streams a copy then unlinks the source; on a local
 * disk in the same file system (the tus folder is beside the disks, in the
 * data folder) a rename moves a 1 GB upload at once.
 */
async function moveOntoDisk(
  diskName: FileEntryDisk,
  localPath: string,
  key: string,
  contentType: string
) {
  const disk = drive.use(diskName)
  if (disk.driver instanceof FSDriver) {
    const { location } = disk.driver.options
    const target = join(location instanceof URL ? fileURLToPath(location) : location, key)
    await mkdir(dirname(target), { recursive: true })
    try {
      return await rename(localPath, target)
    } catch (error) {
      // Another file system (a disk moved elsewhere): copied by Drive below.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    }
  }
  await disk.moveFromFs(localPath, key, { contentType })
}

async function sniffObject(
  disk: FileEntryDisk,
  key: string,
  size: number,
  clientExtension?: string | null
): Promise<SniffedContent> {
  const stream = await drive.use(disk).getStream(key)
  const head = await readHead(stream)
  // file-type reads from the start: a second stream, read only as far as it needs.
  const forType = await drive.use(disk).getStream(key)
  try {
    return await sniffStream(forType, size, head, { clientExtension })
  } finally {
    forType.destroy()
  }
}

async function readHead(stream: NodeJS.ReadableStream & { destroy(): void }) {
  const chunks: Buffer[] = []
  let length = 0
  try {
    for await (const chunk of stream) {
      chunks.push(Buffer.from(chunk as Buffer))
      length += (chunk as Buffer).length
      if (length >= HEAD_BYTES) break
    }
  } finally {
    stream.destroy()
  }
  return Buffer.concat(chunks).subarray(0, HEAD_BYTES)
}

function describe(upload: DescribedUpload) {
  return {
    ownerId: upload.ownerId,
    workspaceId: upload.workspaceId ?? null,
    name: checkedFileName(upload.name),
    relativePath: checkedRelativePath(upload.relativePath),
    uploadKey: upload.uploadKey ?? null,
    metadata: upload.metadata ?? {},
  }
}

async function checkAgainstLimits(upload: DescribedUpload, content: SniffedContent, size: number) {
  const limits = await uploadLimitsFor(upload.ownerId)
  checkStoredContent(
    limits,
    { name: upload.name, size, mime: content.mime, extension: content.extension },
    upload.clientExtension
  )
}

async function insertEntry(
  entry: ReturnType<typeof describe> & {
    disk: FileEntryDisk
    key: string
    size: number
    content: SniffedContent
  },
  placeObject: () => Promise<void>
): Promise<FileEntry> {
  let placed = false
  let created: FileEntry
  try {
    created = await db.transaction(async (trx) => {
      const row = await FileEntry.create(
        {
          name: entry.name,
          relativePath: entry.relativePath,
          disk: entry.disk,
          diskKey: entry.key,
          fileSize: entry.size,
          mime: entry.content.mime,
          extension: entry.content.extension,
          userId: entry.ownerId,
          workspaceId: entry.workspaceId,
          uploadKey: entry.uploadKey,
          metadata: entry.metadata,
        },
        { client: trx }
      )
      // Inside the transaction: if the object cannot be placed, the row is rolled back with it.
      await placeObject()
      placed = true
      return row
    })
  } catch (error) {
    // The commit failed after the object was placed: it belongs to no entry.
    if (placed)
      await drive
        .use(entry.disk)
        .delete(entry.key)
        .catch(() => {})
    throw error
  }
  // The entry is committed; a failing listener is logged by the kernel (module_events.ts), the upload stands.
  await emitter.emit('files:entry_created', {
    id: created.id,
    userId: entry.ownerId,
    disk: entry.disk,
    metadata: entry.metadata,
  })
  return created
}

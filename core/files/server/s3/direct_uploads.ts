import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListPartsCommand,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { DateTime } from 'luxon'
import { FILE_ENTRY_DISKS, type FileEntryDisk } from '#core/files/shared/file_entry'
import { newObjectKey } from '../entries/register_file_entry.js'
import { checkedFileName, checkedRelativePath } from '../entries/file_names.js'
import { checkDeclaredUpload, uploadLimitsFor } from '../restrictions/upload_restrictions.js'
import { UploadRefused } from '../restrictions/upload_refused.js'
import DirectUpload, { type UploadMetadata } from './direct_upload.js'
import { directStorage, type DirectStorage } from './direct_storage.js'
import type { UploadedPart } from '#core/files/shared/direct_upload'
import { partsToComplete, type ListedPart } from './part_list.js'
import { FieldRefused } from './upload_refused.js'

/** How long a signed URL (a whole file, or one part) may be used. */
export const SIGNED_URL_SECONDS = 3600
/** Extra fields kept with a file: enough for a folder path and a few labels, not a document. */
const MAX_METADATA_CHARACTERS = 4000
export const UPLOAD_NOT_FOUND = 'This upload does not exist, or it is not yours.'

/** The file a browser is about to upload, as it describes it. */
export interface FileDescriptionInput {
  filename: string
  mime?: string | null
  size: number
  extension?: string | null
  disk?: FileEntryDisk
  metadata?: UploadMetadata
}

/**
 * The disk asked for: the `disk` field, or `metadata.disk` as the upload
 * queue sends it with every method (tus metadata, multipart fields); the
 * private uploads disk when neither says.
 */
function requestedDisk(input: FileDescriptionInput): FileEntryDisk {
  const fromMetadata = input.metadata?.disk
  if (input.disk || fromMetadata === undefined || fromMetadata === null)
    return input.disk ?? 'uploads'
  if (!FILE_ENTRY_DISKS.includes(fromMetadata as FileEntryDisk)) {
    throw new FieldRefused(
      'disk',
      `Files are uploaded to the ${FILE_ENTRY_DISKS.join(' or ')} disk.`
    )
  }
  return fromMetadata as FileEntryDisk
}

/**
 * What the browser's description says, filled in (the extension from the
 * name when not given) and checked against the person's restrictions
 * before any byte is sent: size, space left, the name's type.
 */
async function describeAndCheck(userId: number, input: FileDescriptionInput) {
  const nameExtension = /\.([a-z0-9]{1,16})$/i.exec(input.filename)?.[1] ?? ''
  const metadata = input.metadata && Object.keys(input.metadata).length > 0 ? input.metadata : null
  if (metadata && JSON.stringify(metadata).length > MAX_METADATA_CHARACTERS) {
    throw new FieldRefused(
      'metadata',
      `The file's metadata may hold at most ${MAX_METADATA_CHARACTERS} characters.`
    )
  }
  // A folder path that would be refused at registration is refused before the upload.
  if (typeof metadata?.relativePath === 'string') checkedRelativePath(metadata.relativePath)
  const file = {
    disk: requestedDisk(input),
    clientName: checkedFileName(input.filename),
    clientMime: input.mime || 'application/octet-stream',
    clientExtension: (input.extension || nameExtension).toLowerCase(),
    size: input.size,
    metadata,
  } as const
  checkDeclaredUpload(await uploadLimitsFor(userId), {
    name: file.clientName,
    size: file.size,
    extension: file.clientExtension || null,
    mime: input.mime ?? null,
  })
  return file
}

/**
 * A key of the server's choosing, where file entries' objects live
 * (`files/<uuid>.<ext>`): nothing the browser sends becomes part of a path,
 * and the object is registered where it was uploaded, without a copy.
 */
function objectKeyFor(extension: string) {
  return newObjectKey(extension || 'bin')
}

/**
 * POST s3/simple/presign: a URL the browser PUTs the whole file to. The
 * signature covers the Content-Length, so the bucket refuses a body of
 * another size than the one checked here. No ACL is asked for (`acl` is
 * null: the bucket's policy decides who reads, see the README).
 */
export async function presignSimpleUpload(userId: number, input: FileDescriptionInput) {
  const storage = await directStorage(requestedDisk(input))
  const file = await describeAndCheck(userId, input)
  const key = objectKeyFor(file.clientExtension)
  await DirectUpload.create({ userId, objectKey: key, multipartUploadId: null, ...file })
  const url = await getSignedUrl(
    storage.client,
    new PutObjectCommand({ Bucket: storage.bucket, Key: key, ContentLength: file.size }),
    { expiresIn: SIGNED_URL_SECONDS }
  )
  return { url, acl: null, key }
}

/** POST s3/multipart/create: S3 begins a multipart upload at a key of ours, remembered for this person. */
export async function createMultipartUpload(userId: number, input: FileDescriptionInput) {
  const storage = await directStorage(requestedDisk(input))
  const file = await describeAndCheck(userId, input)
  const key = objectKeyFor(file.clientExtension)
  const created = await storage.client.send(
    new CreateMultipartUploadCommand({
      Bucket: storage.bucket,
      Key: key,
      ContentType: file.clientMime,
    })
  )
  try {
    await DirectUpload.create({
      userId,
      objectKey: key,
      multipartUploadId: created.UploadId!,
      ...file,
    })
  } catch (error) {
    await abortInStorage(storage, key, created.UploadId!)
    throw error
  }
  return { uploadId: created.UploadId!, key }
}

/**
 * The upload this person began at `key` (and with S3's `uploadId`, for
 * multipart calls). Someone else's key or upload id, or one that was
 * finished or aborted, is not found: the answer does not tell them apart.
 */
export async function findDirectUpload(userId: number, key: string, uploadId?: string) {
  const upload = await DirectUpload.query()
    .where('user_id', userId)
    .where('object_key', key)
    .first()
  if (!upload || (uploadId !== undefined && upload.multipartUploadId !== uploadId)) {
    throw new UploadRefused(UPLOAD_NOT_FOUND, 404)
  }
  return upload
}

/** A multipart upload still taking parts, with its bucket. */
async function openMultipartUpload(userId: number, key: string, uploadId: string) {
  const upload = await findDirectUpload(userId, key, uploadId)
  if (upload.completedAt) throw new UploadRefused('This upload is already complete.', 409)
  return { upload, storage: await directStorage(upload.disk) }
}

/**
 * Every part the bucket holds for the upload, 1,000 per ListParts page. The
 * SDK's paginator stops only when no next marker comes back, which S3
 * sends on the last page too: IsTruncated says whether more follow.
 */
async function partsInStorage(storage: DirectStorage, upload: DirectUpload) {
  const parts: UploadedPart[] = []
  let marker: string | undefined
  for (;;) {
    const page = await storage.client.send(
      new ListPartsCommand({
        Bucket: storage.bucket,
        Key: upload.objectKey,
        UploadId: upload.multipartUploadId!,
        PartNumberMarker: marker,
      })
    )
    for (const part of page.Parts ?? [])
      parts.push({ PartNumber: part.PartNumber!, ETag: part.ETag!, Size: part.Size! })
    if (!page.IsTruncated || !page.NextPartNumberMarker) return parts
    marker = page.NextPartNumberMarker
  }
}

/** POST s3/multipart/get-uploaded-parts: what a resumed upload need not send again. */
export async function uploadedParts(userId: number, key: string, uploadId: string) {
  const { upload, storage } = await openMultipartUpload(userId, key, uploadId)
  return partsInStorage(storage, upload)
}

/** POST s3/multipart/batch-sign-part-urls: one presigned PUT per part number. */
export async function signPartUrls(
  userId: number,
  key: string,
  uploadId: string,
  partNumbers: number[]
) {
  const { storage } = await openMultipartUpload(userId, key, uploadId)
  return Promise.all(
    partNumbers.map(async (partNumber) => ({
      partNumber,
      url: await getSignedUrl(
        storage.client,
        new UploadPartCommand({
          Bucket: storage.bucket,
          Key: key,
          UploadId: uploadId,
          PartNumber: partNumber,
        }),
        { expiresIn: SIGNED_URL_SECONDS }
      ),
    }))
  )
}

/**
 * POST s3/multipart/complete: the bucket assembles the parts, once they add
 * up to the declared file (part_list.ts). The object then waits for
 * s3/entries, which checks its content.
 */
export async function completeMultipartUpload(
  userId: number,
  key: string,
  uploadId: string,
  listed: ListedPart[]
) {
  const { upload, storage } = await openMultipartUpload(userId, key, uploadId)
  const parts = partsToComplete(listed, await partsInStorage(storage, upload), upload.size)
  await storage.client.send(
    new CompleteMultipartUploadCommand({
      Bucket: storage.bucket,
      Key: key,
      UploadId: uploadId,
      MultipartUpload: { Parts: parts },
    })
  )
  upload.completedAt = DateTime.now()
  await upload.save()
  return { key }
}

/** POST s3/multipart/abort: the parts, or the object when already assembled, are deleted; the key is forgotten. */
export async function abortDirectUpload(userId: number, key: string, uploadId: string) {
  const upload = await findDirectUpload(userId, key, uploadId)
  await discardDirectUpload(upload)
}

/** Deletes what storage holds for an upload, then its row (a failure in storage leaves the row to retry). */
export async function discardDirectUpload(upload: DirectUpload) {
  const storage = await directStorageFor(upload.disk)
  if (storage) {
    if (upload.multipartUploadId && !upload.completedAt)
      await abortInStorage(storage, upload.objectKey, upload.multipartUploadId)
    await storage.driver.delete(upload.objectKey)
  }
  await upload.delete()
}

/** The disk's bucket even with direct uploads turned off since (cleaning up must still work); null if it is no bucket now. */
async function directStorageFor(disk: FileEntryDisk) {
  try {
    return await directStorage(disk, { evenWhenTurnedOff: true })
  } catch (error) {
    if (error instanceof FieldRefused) return null
    throw error
  }
}

/** Aborts in S3; an upload S3 no longer knows (aborted or expired there) is already gone. */
async function abortInStorage(storage: DirectStorage, key: string, uploadId: string) {
  try {
    await storage.client.send(
      new AbortMultipartUploadCommand({ Bucket: storage.bucket, Key: key, UploadId: uploadId })
    )
  } catch (error) {
    if ((error as { name?: string }).name !== 'NoSuchUpload') throw error
  }
}

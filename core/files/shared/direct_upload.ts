/**
 * The wire of direct-to-storage uploads (spec section 7, s3/*), shared by
 * the server (core/files/server/s3) and the upload queue in the browser.
 * Paths are relative to `/api/v1/`. Every call needs files.create, the
 * `uploads.direct_upload` setting on and the disk on S3-compatible storage
 * (`module_data.files.disks.<disk>.driver === 's3'`); otherwise 403 (the
 * setting) or 422 naming `disk`.
 */
export const DIRECT_UPLOAD_ROUTES = {
  /** { filename, mime?, size, extension?, disk?, metadata? } -> { url, acl: null, key }; then PUT the file to `url` (exactly `size` bytes, no ACL header). */
  simplePresign: 's3/simple/presign',
  /** { filename, mime?, size, extension?, disk?, metadata? } -> { uploadId, key } */
  multipartCreate: 's3/multipart/create',
  /** { key, uploadId } -> { parts: UploadedPart[] } */
  uploadedParts: 's3/multipart/get-uploaded-parts',
  /** { key, uploadId, partNumbers (1 to 10 of 1..10000) } -> { urls: { partNumber, url }[] }; PUT each part, read its ETag header. */
  signPartUrls: 's3/multipart/batch-sign-part-urls',
  /** { key, uploadId, parts: { PartNumber, ETag }[] } -> { key }; 422 with `errors.parts` when the list does not add up. */
  multipartComplete: 's3/multipart/complete',
  /** { key, uploadId } -> { key }: parts (or the assembled object) deleted. */
  multipartAbort: 's3/multipart/abort',
  /** { filename (the key or its last segment), size, metadata?, clientName?, clientMime?, clientExtension? } -> 201 { fileEntry } */
  entries: 's3/entries',
} as const

/** Spec section 3, "Multipart upload state": a part as the bucket holds it. */
export interface UploadedPart {
  PartNumber: number
  ETag: string
  Size: number
}

/** S3's smallest part, except the last one of an upload (5 MiB). */
export const MIN_PART_BYTES = 5 * 1024 * 1024
/** S3's part numbers run from 1 to this. */
export const MAX_PART_NUMBER = 10_000
/** Part URLs signed per call (spec section 9). */
export const PARTS_PER_BATCH = 10

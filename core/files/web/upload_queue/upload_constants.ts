/** Spec section 9: the queue's limits. */
export const UPLOAD_CONCURRENCY = 3
/** An upload without progress for this long fails with 'Upload timed out' (spec section 4). */
export const NO_PROGRESS_TIMEOUT_MS = 30_000

const MB = 1024 * 1024

/** Spec section 4, "Upload method choice": resumable at 4 MB or more (unless disabled). */
export const RESUMABLE_MIN_SIZE = 4 * MB
/** Direct-to-storage multipart at 100 MB or more, when direct upload is on and the disk is S3. */
export const DIRECT_MULTIPART_MIN_SIZE = 100 * MB

/** Spec section 9: multipart parts are at least 20 MB, and at least size/10000 (S3 allows 10,000 parts). */
export const MULTIPART_MIN_PART_SIZE = 20 * MB
export const S3_MIN_PART_SIZE = 5 * MB
export const S3_MAX_PARTS = 10_000
/** Part URLs signed per batch-sign-part-urls call. */
export const PART_URLS_PER_BATCH = 10
/** Parts of one file in flight at once. */
export const CONCURRENT_PART_UPLOADS = 5
/** A failed part request is retried up to this many times. */
export const PART_RETRIES = 3

/** Spec section 8: waits before each new attempt of a resumable upload. */
export const RESUMABLE_RETRY_DELAYS_MS = [0, 3000, 5000, 10_000, 20_000]

/** Resumable chunk size when the server's settings do not give one. */
export const DEFAULT_RESUMABLE_CHUNK_SIZE = 5 * MB

/** Spec section 5: files picked under this name are left out. */
export const IGNORED_FILE_NAMES = new Set(['.DS_Store'])

/** The size of each part of a direct multipart upload of `fileSize` bytes. */
export function multipartPartSize(fileSize: number) {
  return Math.max(MULTIPART_MIN_PART_SIZE, S3_MIN_PART_SIZE, Math.ceil(fileSize / S3_MAX_PARTS))
}

import { DIRECT_MULTIPART_MIN_SIZE, RESUMABLE_MIN_SIZE } from './upload_constants.js'
import type { UploadSettings } from './upload_settings.js'
import type { UploadItem, UploadMethod } from './upload_types.js'

type Sized = Pick<UploadItem, 'size' | 'disk'>

/**
 * Spec section 4, "Upload method choice": direct-to-storage multipart at
 * 100 MB or more when direct upload is on and the disk is object storage;
 * resumable (tus) at 4 MB or more unless disabled; plain multipart otherwise.
 */
export function chooseUploadMethod(item: Sized, settings: UploadSettings): UploadMethod {
  if (
    settings.directUpload &&
    settings.objectStorageDisks.has(item.disk) &&
    item.size >= DIRECT_MULTIPART_MIN_SIZE
  ) {
    return 'directMultipart'
  }
  if (settings.resumable && item.size >= RESUMABLE_MIN_SIZE) return 'resumable'
  return 'plain'
}

/**
 * Spec section 4: while an upload like this one is in progress the queue runs
 * one at a time: it has a relative path (a folder keeps its order), goes
 * straight to storage, or is chunked into more than one chunk.
 */
export function runsAlone(
  item: Pick<UploadItem, 'size' | 'relativePath' | 'method'>,
  settings: UploadSettings
) {
  return (
    Boolean(item.relativePath) ||
    item.method === 'directMultipart' ||
    (item.method === 'resumable' && item.size > settings.resumableChunkSize)
  )
}

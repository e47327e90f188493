import type { FileEntryDisk, FileEntryPayload } from '../../shared/file_entry.js'

/**
 * The upload queue's public shapes (spec sections 3 and 4). Screens read
 * items through `useUploadQueue`; nothing here touches the DOM.
 */

/** Spec section 4, "Upload item statuses". */
export type UploadStatus = 'pending' | 'inProgress' | 'completed' | 'failed' | 'aborted'

/** How an item travels (spec section 4, "Upload method choice"). */
export type UploadMethod = 'plain' | 'resumable' | 'directMultipart'

/** The disks an upload may go to (spec section 9). */
export type UploadDisk = FileEntryDisk

/** Spec section 3, "File entry": what the server answers once the file is stored. */
export type FileEntry = FileEntryPayload

/** Extra fields sent with the file (tus metadata extras, multipart fields, s3/entries metadata). */
export type UploadMetadata = Record<string, string | number | boolean | null>

/** A picked or dropped file, with its path inside a picked folder ('Album/01 Intro.mp3'). */
export interface PickedFile {
  file: File
  relativePath?: string | null
}

/** Spec section 5, "Upload restrictions". */
export interface UploadRestrictions {
  /** Bytes. */
  maxFileSize?: number | null
  /** Mime types ('audio/*', 'image/png') or extensions ('.mp3' or 'mp3'); empty allows all. */
  allowedFileTypes?: readonly string[] | null
  blockedFileTypes?: readonly string[] | null
}

export interface AddFilesOptions {
  /** Sent with every file of this call. */
  metadata?: UploadMetadata
  restrictions?: UploadRestrictions
  /** Defaults to 'uploads' (private). */
  disk?: UploadDisk
  /**
   * Names the screen or widget the files belong to, so several widgets share
   * the one app-wide queue yet each lists only its own (`useUploadQueue(group)`).
   */
  group?: string
}

/** One file in the queue, as screens see it: a new object whenever something about it changes. */
export interface UploadItem {
  id: string
  group: string | null
  name: string
  size: number
  mime: string
  /** Lower-case, without the dot; '' when the name has none. */
  extension: string
  lastModified: number
  relativePath: string | null
  disk: UploadDisk
  metadata: UploadMetadata
  status: UploadStatus
  /** Chosen when the item starts; null while pending. */
  method: UploadMethod | null
  bytesUploaded: number
  /** The server's `message`, a restriction message, 'Upload timed out', or null (spec section 8). */
  errorMessage: string | null
  /** Where to get more when a quota refused it (billing's pricing page); absent otherwise. */
  upgradeUrl?: string | null
  /** The stored file, once completed. */
  fileEntry: FileEntry | null
  /** False for files refused before sending (restrictions): retrying cannot help them. */
  canRetry: boolean
}

/** What `UploadQueue.on` reports, besides the snapshot every subscriber sees. */
export interface UploadQueueEvents {
  completed: (item: UploadItem) => void
  failed: (item: UploadItem) => void
  aborted: (item: UploadItem) => void
  removed: (item: UploadItem) => void
}

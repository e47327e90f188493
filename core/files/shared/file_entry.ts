/**
 * The files module's wire, shared by the server and the web app (the upload
 * queue, uploadq17; the upload screens). Paths are relative to `/api/v1/`
 * (spec section 7: the client adds the prefix).
 */

/** Spec section 9: upload disks are public and uploads. */
export const FILE_ENTRY_DISKS = ['public', 'uploads'] as const
export type FileEntryDisk = (typeof FILE_ENTRY_DISKS)[number]

export const FILE_ROUTES = {
  /** POST multipart: file, clientMime, clientExtension, metadata (JSON object, or fields `metadata[...]`) -> { fileEntry } */
  entries: 'file-entries',
  /** POST { paths?, entryIds?, deleteForever? }: trash first, then for good. */
  delete: 'file-entries/delete',
  /** GET (Range supported): the entry's bytes, for its owner or files.update; anyone else 404. */
  download: 'file-entries/:id/download',
  /** The tus endpoint (creation, HEAD, PATCH via POST + X-HTTP-Method-Override, DELETE): `${base}/api/v1/tus/upload`. */
  tusUpload: 'tus/upload',
  /** POST { uploadKey } -> { fileEntry }: a finished tus upload becomes an entry (once). */
  tusEntries: 'tus/entries',
} as const

/** Spec section 3, File entry; plus where it is and whose, for the screens. */
export interface FileEntryPayload {
  id: number
  /** Public disk: the file's public URL; uploads disk (private): null, the owning module serves it. */
  url: string | null
  file_size: number
  /** What the person called it ('01 Intro.mp3'). */
  name: string
  /** Read from the content. */
  mime: string
  extension: string
  /** The object's key on its disk (generated: `files/<uuid>.mp3`); what `file-entries/delete` takes as `paths`. */
  path: string
  /** The folder inside a picked folder ('Album/CD 1'), or null. */
  relative_path: string | null
  disk: FileEntryDisk
  user_id: number
  metadata: Record<string, unknown>
  deleted_at: string | null
  created_at: string
  updated_at: string
}

/**
 * tus Upload-Metadata keys (spec section 7). `name`/`clientName` is the
 * file's name, `clientSize` its size; any other key is an extra kept in the
 * entry's metadata (`relativePath` among them, checked). `disk` picks the
 * disk ('uploads' when absent).
 */
export const TUS_METADATA_KEYS = [
  'name',
  'clientName',
  'clientExtension',
  'clientMime',
  'clientSize',
] as const

/** One stored file as the admin's files screen shows it (GET files): the spec's file entry (section 3), with its owner and usages. */
export interface StoredFileSummary {
  id: number
  /** The file's name on the disk ('12-<uuid>.webp'). */
  name: string
  /** The folder its module stores in ('avatars'). */
  folder: string
  /** Disk key: `<folder>/<name>`. */
  path: string
  disk: string
  url: string
  file_size: number
  mime: string
  extension: string
  owner: { id: number; name: string; email: string } | null
  usages: Array<{ type: string; id: number | string; label: string; url: string | null }>
  /** When it was stored: files are never rewritten in place (a replacement is a new file). */
  updated_at: string | null
}

/** 409 of POST files/delete: the files still in use, so the screen can offer deleting anyway. */
export interface FilesInUseAnswer {
  message: string
  in_use: number[]
}

/** Paths of the admin's uploads list (files [files.update], the Uploads tab), relative to /api/v1/. */
export const ADMIN_FILE_ENTRY_ROUTES = {
  /** GET: search, type/owner/trash filters, sort by date or size, keyset pages. */
  list: 'file-entries',
  /** GET: the same view as CSV. */
  export: 'file-entries/export',
} as const

/** One file entry as the admin's uploads list shows it: what it is, where it is, whose, where it is used, trashed or not. */
export interface AdminFileEntry {
  id: number
  /** What the person called it ('01 Intro.mp3'). */
  name: string
  /** The folder inside a picked folder ('Album/CD 1'), or null. */
  relative_path: string | null
  disk: string
  /** The public disk's URL; null for private uploads, which have no public address. */
  url: string | null
  file_size: number
  mime: string
  extension: string
  owner: { id: number; name: string; email: string } | null
  usages: Array<{ type: string; id: number | string; label: string; url: string | null }>
  created_at: string | null
  /** When it went to the trash, or null. */
  deleted_at: string | null
}

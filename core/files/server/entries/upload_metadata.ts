import { OWNER_KEY } from '../tus/tus_uploads.js'

/**
 * Metadata keys that describe the upload itself rather than being extras to
 * keep on the entry: the spec's tus keys (name, clientName, clientExtension,
 * clientMime, clientSize), where it goes (disk, relativePath: columns of
 * their own) and what the server wrote (the owner).
 */
export const EXTRAS_IGNORED = new Set([
  'name',
  'clientName',
  'clientExtension',
  'clientMime',
  'clientSize',
  'filename',
  'filetype',
  'disk',
  'relativePath',
  OWNER_KEY,
])

/** The extras of an upload's metadata, kept on its entry. */
export function extrasOf(metadata: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(metadata).filter(
      ([key, value]) => !EXTRAS_IGNORED.has(key) && value !== null && value !== undefined
    )
  )
}

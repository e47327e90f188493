/**
 * Validators of the conditional request headers (RFC 9110, section 13):
 * ETag, Last-Modified, If-None-Match, If-Modified-Since and If-Range.
 */
export interface FileVersion {
  size: number
  modifiedAt: Date
}

/** A strong validator from size and modification time (no need to hash the file). */
export function etagOf(file: FileVersion) {
  return `"${file.size.toString(16)}-${Math.floor(file.modifiedAt.getTime()).toString(16)}"`
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '')

/** HTTP dates have one-second precision: compare whole seconds. */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

/**
 * True when the client's cached copy is current, so a 304 is due.
 * If-None-Match wins over If-Modified-Since when both are sent.
 */
export function isNotModified(headers: { ifNoneMatch?: string; ifModifiedSince?: string }, file: FileVersion) {
  const etag = etagOf(file)
  if (headers.ifNoneMatch !== undefined) {
    const tags = headers.ifNoneMatch.split(',').map((tag) => tag.trim())
    // Weak comparison, as the RFC asks for If-None-Match.
    return tags.includes('*') || tags.some((tag) => opaque(tag) === etag)
  }
  if (headers.ifModifiedSince !== undefined) {
    const since = Date.parse(headers.ifModifiedSince)
    return !Number.isNaN(since) && seconds(file.modifiedAt) <= Math.floor(since / 1000)
  }
  return false
}

/**
 * If-Range: serve the asked range only when the client's copy is this
 * version (strong ETag match, or exactly the Last-Modified date); otherwise
 * the whole file, so a client never splices bytes of two versions.
 */
export function rangeStillValid(ifRange: string | undefined, file: FileVersion) {
  if (ifRange === undefined) return true
  const value = ifRange.trim()
  if (value.startsWith('"') || value.startsWith('W/')) return value === etagOf(file)
  const date = Date.parse(value)
  return !Number.isNaN(date) && Math.floor(date / 1000) === seconds(file.modifiedAt)
}

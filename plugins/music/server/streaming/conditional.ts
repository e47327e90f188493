/**
 * Validators of the conditional request headers (RFC 9110, section 13):
 * ETag and If-Range. If-None-Match and If-Modified-Since are the fresh
 * package's (send_audio.ts).
 */
export interface FileVersion {
  size: number
  modifiedAt: Date
}

/** A strong validator from size and modification time (no need to hash the file). */
export function etagOf(file: FileVersion) {
  return `"${file.size.toString(16)}-${Math.floor(file.modifiedAt.getTime()).toString(16)}"`
}

/** HTTP dates have one-second precision: compare whole seconds. */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

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

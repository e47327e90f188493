/**
 * Paths carrying a secret in the address itself: the link of a password
 * reset email (spec: /password/reset/{token}). Logs are read by more people,
 * and kept longer, than such a token may be known.
 */
const SECRET_PATH = /^(\/password\/reset\/)[^/]+/

/** A path as the request log and the error log keep it: secrets redacted. */
export function loggedUrl(url: string) {
  return url.replace(SECRET_PATH, '$1[redacted]')
}

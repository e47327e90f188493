import { defineLock } from '#core/kernel/contract'

/**
 * One tus upload written by one request at a time, across app nodes (the
 * database's locks table, or Redis). Held per upload (`moduleLock(TUS_UPLOAD_LOCK,
 * uploadId)`) while a request reads or writes it, and extended while a long
 * PATCH streams; the short ttl frees an upload a crashed node held within
 * 20 s, inside the client's retry delays (0, 3, 5, 10, 20 s: spec section 8).
 */
export const TUS_UPLOAD_LOCK = defineLock({
  name: 'files.tus_upload',
  ttl: '20s',
  description: 'A resumable upload being written (423 to any other request meanwhile).',
})

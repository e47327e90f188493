import { randomBytes } from 'node:crypto'

let lastMillis = 0
let sequence = 0

/**
 * A UUIDv7 (RFC 9562): 48 bits of milliseconds, then randomness, so ids sort
 * by creation time as strings. Within one millisecond a 12-bit counter
 * (the rand_a field) keeps this process's ids increasing, so a fan-out batch
 * lists in the order it was made.
 */
export function timeOrderedId(now = Date.now()): string {
  if (now <= lastMillis) {
    sequence = (sequence + 1) & 0xfff
    if (sequence === 0) lastMillis += 1
    now = lastMillis
  } else {
    lastMillis = now
    sequence = 0
  }
  const bytes = randomBytes(16)
  bytes.writeUIntBE(now, 0, 6)
  bytes[6] = 0x70 | (sequence >> 8)
  bytes[7] = sequence & 0xff
  bytes[8] = 0x80 | (bytes[8] & 0x3f)
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

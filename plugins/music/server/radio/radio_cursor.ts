import { invalid } from '../services/shared/errors.js'

/** How many of the latest tracks a station remembers, so the next pages don't play them again. */
export const RADIO_MEMORY = 50

/**
 * Where an endless radio queue is: the page number, the random seed that
 * spreads each page over the catalogue, and the ids of the latest tracks
 * it played (at most RADIO_MEMORY). Opaque to clients (base64url JSON).
 */
export interface RadioCursor {
  page: number
  seed: number
  played: number[]
}

export function encodeCursor(cursor: RadioCursor) {
  return Buffer.from(JSON.stringify({ p: cursor.page, s: cursor.seed, x: cursor.played.slice(-RADIO_MEMORY) })).toString('base64url')
}

const isId = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0

export function decodeCursor(value: string | undefined): RadioCursor {
  if (!value) return { page: 0, seed: Math.floor(Math.random() * 2 ** 31), played: [] }
  try {
    const { p, s, x = [] } = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
    const validPlayed = Array.isArray(x) && x.length <= RADIO_MEMORY && x.every(isId)
    if (Number.isSafeInteger(p) && p >= 0 && p < 1_000_000 && Number.isSafeInteger(s) && s >= 0 && validPlayed) return { page: p, seed: s, played: x }
  } catch {}
  throw invalid('cursor', 'The cursor is invalid.')
}

/** A deterministic pseudo-random number in [0, 1) for (seed, page, salt): the same cursor gives the same page. */
export function pseudoRandom(seed: number, page: number, salt: number) {
  let x = (seed ^ Math.imul(page + 1, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca6b)) >>> 0
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b) >>> 0
  return ((x ^ (x >>> 16)) >>> 0) / 2 ** 32
}

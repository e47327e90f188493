import { invalid } from '../services/shared/errors.js'

/**
 * Where an endless radio queue is: the page number and the random seed that
 * spreads each page over the catalogue. Opaque to clients (base64url JSON).
 */
export interface RadioCursor {
  page: number
  seed: number
}

export function encodeCursor(cursor: RadioCursor) {
  return Buffer.from(JSON.stringify({ p: cursor.page, s: cursor.seed })).toString('base64url')
}

export function decodeCursor(value: string | undefined): RadioCursor {
  if (!value) return { page: 0, seed: Math.floor(Math.random() * 2 ** 31) }
  try {
    const { p, s } = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
    if (Number.isSafeInteger(p) && p >= 0 && p < 1_000_000 && Number.isSafeInteger(s) && s >= 0) return { page: p, seed: s }
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

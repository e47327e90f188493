import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

export type ContentEncoding = 'br' | 'gzip'

/** The codings the server can send, best first: brotli is smaller, gzip is understood by all. */
const SUPPORTED: ContentEncoding[] = ['br', 'gzip']

/**
 * The best coding the client accepts (RFC 9110 section 12.5.3): the highest
 * q-value wins, and on a tie the server's own order (brotli first) decides,
 * not the order the client lists them in. `*` stands for any coding not
 * named; a q of 0 refuses. Null means the body goes out as it is.
 * `offered` narrows the codings to choose from (a body kept in gzip).
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  offered: readonly ContentEncoding[] = SUPPORTED
): ContentEncoding | null {
  if (!acceptEncoding) return null
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean)
    if (name) weights.set(name.trim(), q ? Number(q[1]) : 1)
  }
  let best: ContentEncoding | null = null
  let bestWeight = 0
  for (const encoding of offered) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0
    if (weight > bestWeight) {
      best = encoding
      bestWeight = weight
    }
  }
  return best
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Brotli's window: 256 KB, larger than any shell. The default (4 MB) made
 * every compression allocate several MB in zlib's thread pool, memory the
 * allocator kept after a flood of pages (RSS +100-200 MB) for nothing: a
 * window larger than the text compresses it no better.
 */
const BROTLI_WINDOW_BITS = 18

/**
 * Compresses a response made per request (the HTML shell). The levels trade
 * a little size for speed: brotli 5 and gzip 6 take well under a
 * millisecond on a shell, where the maximum levels take several.
 */
export function compressBody(body: string | Buffer, encoding: ContentEncoding) {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipAsync(body, { level: 6 })
}

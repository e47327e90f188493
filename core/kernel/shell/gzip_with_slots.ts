import { promisify } from 'node:util'
import { constants, crc32, deflateRaw, inflateRawSync } from 'node:zlib'

const deflateRawAsync = promisify(deflateRaw)

interface Part {
  deflated: Buffer
  crc: number
  length: number
}

/**
 * A text compressed once with holes ("slots") filled on every send, as one
 * valid gzip body: a cached page whose inline scripts carry this response's
 * CSP nonce, or a signed-in shell whose shared stretches (settings,
 * localization lines, themes, menus) wrap that person's own bootstrap data. Compressing the whole page
 * again per response (~1 ms for a 100 KB page) would cost a core at 1,000
 * pages a second; filling the slots costs a few microseconds.
 *
 * How (RFC 1951/1952): each part between slots is compressed on its own as
 * raw deflate ending in a sync flush (byte-aligned, no final block), so
 * parts and the fillers, sent as stored blocks (uncompressed: a filler is
 * short), follow each other in one
 * deflate stream; an empty final block ends it. The gzip trailer's CRC-32
 * of the whole text is combined from the parts' CRCs (zlib's
 * crc32_combine, which node:zlib does not expose). A unit test inflates the
 * result with node:zlib and checks it against the text.
 */
export class GzipWithSlots {
  readonly #parts: Part[]
  /** Compressed bytes held (what a byte-bounded cache counts). */
  readonly byteLength: number

  private constructor(parts: Part[]) {
    this.#parts = parts
    this.byteLength = parts.reduce((total, part) => total + part.deflated.length, 0)
  }

  /** `parts`, the text between the slots, compressed off the event loop (zlib's thread pool). */
  static async compress(parts: string[]) {
    return new GzipWithSlots(
      await Promise.all(
        parts.map(async (part) => {
          const bytes = Buffer.from(part)
          const output = await deflateRawAsync(bytes, { level: 6, finishFlush: constants.Z_SYNC_FLUSH })
          return { deflated: exactCopy(output), crc: crc32(bytes), length: bytes.length }
        })
      )
    )
  }

  /**
   * The gzip body of the text with its slots filled: every slot with the same
   * `fillers` string, or slot i with `fillers[i]`.
   */
  gzip(fillers: string | readonly string[]): Buffer {
    const chunks: Buffer[] = [GZIP_HEADER]
    let crc = 0
    let length = 0
    let same: { bytes: Buffer; crc: number } | undefined
    this.#parts.forEach((part, index) => {
      if (index > 0) {
        const fill =
          typeof fillers === 'string' ? (same ??= filled(fillers)) : filled(fillers[index - 1] ?? missingFiller(index - 1))
        if (fill.bytes.length) {
          chunks.push(...storedBlocks(fill.bytes))
          crc = crc32Combine(crc, fill.crc, fill.bytes.length)
          length += fill.bytes.length
        }
      }
      chunks.push(part.deflated)
      crc = crc32Combine(crc, part.crc, part.length)
      length += part.length
    })
    // The final block, then the CRC-32 and the length (mod 2^32) of the text.
    const end = Buffer.alloc(FINAL_EMPTY_BLOCK.length + 8)
    FINAL_EMPTY_BLOCK.copy(end)
    end.writeUInt32LE(crc >>> 0, 2)
    end.writeUInt32LE(length % 2 ** 32, 6)
    chunks.push(end)
    return Buffer.concat(chunks)
  }

  /** The text itself with its slots filled as in gzip() (for clients that accept no gzip). */
  text(fillers: string | readonly string[]): string {
    return this.#parts
      .map((part, index) => {
        const text = inflateRawSync(part.deflated, { finishFlush: constants.Z_SYNC_FLUSH }).toString()
        if (index === 0) return text
        return (typeof fillers === 'string' ? fillers : (fillers[index - 1] ?? missingFiller(index - 1))) + text
      })
      .join('')
  }
}

function filled(text: string) {
  const bytes = Buffer.from(text)
  return { bytes, crc: crc32(bytes) }
}

function missingFiller(slot: number): never {
  throw new RangeError(`no filler for slot ${slot}`)
}

/**
 * The bytes of `buffer` in memory of their own. zlib's output is a view of
 * its 64 KB output chunk (and small Buffers share 8 KB pool slabs): a kept
 * page of 14 KB held on to 64 KB per part.
 */
function exactCopy(buffer: Buffer) {
  const copy = Buffer.allocUnsafeSlow(buffer.length)
  buffer.copy(copy)
  return copy
}

/** ID1 ID2, deflate, no flags, no mtime, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
/** BFINAL=1 with fixed codes and only the end-of-block code: what Z_FINISH adds after a sync flush. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00])

/** Most bytes one stored block holds (its LEN field is 16 bits). */
const STORED_BLOCK_MAX = 0xffff

/** Uncompressed deflate blocks (BTYPE 00) after a byte boundary, each: header byte, LEN, NLEN, bytes. */
function storedBlocks(bytes: Buffer) {
  const blocks: Buffer[] = []
  for (let start = 0; start < bytes.length; start += STORED_BLOCK_MAX) {
    const piece = bytes.subarray(start, start + STORED_BLOCK_MAX)
    const block = Buffer.alloc(5 + piece.length)
    block.writeUInt16LE(piece.length, 1)
    block.writeUInt16LE(~piece.length & 0xffff, 3)
    piece.copy(block, 5)
    blocks.push(block)
  }
  return blocks
}

// CRC-32 combination, after zlib 1.3's crc32.c: polynomial arithmetic modulo
// the reflected CRC-32 polynomial. crc32Combine(crc(A), crc(B), len(B)) is
// crc(A followed by B).
const POLY = 0xedb88320

/** a(x) * b(x) modulo p(x), in the reflected bit order of the CRC. */
function multModP(a: number, b: number) {
  let m = 0x80000000
  let product = 0
  for (;;) {
    if (a & m) {
      product ^= b
      if ((a & (m - 1)) === 0) break
    }
    m >>>= 1
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1
  }
  return product >>> 0
}

/** x^(2^n) modulo p(x), for n = 0..31. */
const X2N = (() => {
  const table: number[] = []
  let p = 0x40000000 // x^1
  for (let n = 0; n < 32; n++) {
    table.push(p)
    p = multModP(p, p)
  }
  return table
})()

/** x^(n * 2^k) modulo p(x). */
function x2nModP(n: number, k: number) {
  let p = 0x80000000 // x^0
  while (n) {
    if (n & 1) p = multModP(X2N[k & 31], p)
    n = Math.floor(n / 2)
    k++
  }
  return p
}

export function crc32Combine(crcA: number, crcB: number, lengthB: number) {
  return (multModP(x2nModP(lengthB, 3), crcA >>> 0) ^ crcB) >>> 0
}

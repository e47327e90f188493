import { open, type FileHandle } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { cachedBlock } from './block_cache.js'

/**
 * Audio files kept open for a moment and shared by the requests that stream
 * them, like nginx's open_file_cache: a listener fetches a track in many
 * Range requests, and each would otherwise cost an open, a stat and a close
 * on the thread pool besides its reads.
 */

/** How long an opened file answers new requests; then it is opened (and stat'ed) anew, so a replaced file shows within a second. */
const REUSE_MS = 1000

/** Files kept open at most (each holds a descriptor); beyond, the oldest are let go at once. */
const MAX_OPEN = 256

/** Files are read (and cached) in aligned blocks of this size: fewer thread-pool round trips than fs streams' 64 KB. */
const BLOCK_BYTES = 256 * 1024

/** An open audio file; its size and modification time are those of the descriptor the streams read. */
export class OpenFile {
  /** Streams reading it: a retired file is closed once none is left. */
  #readers = 0
  #retired = false

  constructor(
    private readonly handle: FileHandle,
    /** Names this version of this file in the block cache. */
    private readonly version: string,
    readonly size: number,
    readonly modifiedAt: Date
  ) {}

  /** Bytes `start`…`end` (inclusive), block by block as the client takes them. */
  stream(start: number, end: number): Readable {
    return new RangeStream(this, start, end)
  }

  /** The `index`th block of the file, from the block cache or read. */
  block(index: number): Promise<Buffer> {
    const start = index * BLOCK_BYTES
    const length = Math.min(BLOCK_BYTES, this.size - start)
    return cachedBlock(`${this.version}:${index}`, length, async () => {
      const { bytesRead, buffer } = await this.handle.read(Buffer.allocUnsafe(length), 0, length, start)
      // The file shrank under us: stop rather than send zeros.
      if (bytesRead < length) throw new Error('The audio file shrank while being streamed')
      return buffer
    })
  }

  acquire() {
    this.#readers++
  }

  release() {
    this.#readers--
  }

  retire() {
    this.#retired = true
  }

  /** Closes the descriptor if the file is retired and nobody reads it; true when done. */
  closeIfUnused() {
    if (!this.#retired || this.#readers > 0) return false
    void this.handle.close().catch(() => {})
    return true
  }
}

interface Slot {
  file: Promise<OpenFile | null>
  openedAt: number
}

const slots = new Map<string, Slot>()
/** Files no longer handed out, closed by the sweep once their streams end (never in between, so no stream meets a closed descriptor). */
const retired = new Set<OpenFile>()

async function openRegularFile(path: string): Promise<OpenFile | null> {
  let handle: FileHandle
  try {
    handle = await open(path, 'r')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  try {
    const info = await handle.stat()
    if (info.isFile()) return new OpenFile(handle, `${path}:${info.ino}:${info.size}:${info.mtimeMs}`, info.size, info.mtime)
  } catch (error) {
    await handle.close()
    throw error
  }
  await handle.close()
  return null
}

function retire(slot: Slot) {
  void slot.file.then(
    (file) => {
      if (!file) return
      file.retire()
      retired.add(file)
    },
    () => {}
  )
}

function sweep() {
  const now = Date.now()
  for (const [path, slot] of slots) {
    if (now - slot.openedAt < REUSE_MS && slots.size <= MAX_OPEN) continue
    slots.delete(path)
    retire(slot)
  }
  for (const file of retired) if (file.closeIfUnused()) retired.delete(file)
}
setInterval(sweep, REUSE_MS).unref()

/** The regular file at `path`, opened or reused; null when there is none. */
export function openFile(path: string): Promise<OpenFile | null> {
  const now = Date.now()
  let slot = slots.get(path)
  if (!slot || now - slot.openedAt >= REUSE_MS) {
    if (slot) retire(slot)
    const fresh: Slot = { file: openRegularFile(path), openedAt: now }
    // A failed open (EACCES, EMFILE…) is not remembered.
    fresh.file.catch(() => slots.get(path) === fresh && slots.delete(path))
    slots.set(path, fresh)
    slot = fresh
    if (slots.size > MAX_OPEN) sweep()
  }
  return slot.file
}

class RangeStream extends Readable {
  #position: number

  constructor(
    private readonly file: OpenFile,
    start: number,
    private readonly end: number
  ) {
    super({ highWaterMark: BLOCK_BYTES })
    this.#position = start
    file.acquire()
  }

  override _read() {
    if (this.#position > this.end) {
      this.push(null)
      return
    }
    const index = Math.floor(this.#position / BLOCK_BYTES)
    const blockStart = index * BLOCK_BYTES
    this.file.block(index).then(
      (block) => {
        const slice = block.subarray(this.#position - blockStart, Math.min(this.end + 1 - blockStart, block.length))
        this.#position += slice.length
        this.push(slice)
      },
      (error: Error) => this.destroy(error)
    )
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    this.file.release()
    callback(error)
  }
}

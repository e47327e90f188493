import env from '#start/env'
import { LRUCache } from 'lru-cache'
import { approximateBytes } from '../approximate_bytes.js'
import { sqliteReader } from './read_rows.js'
import { localWriteCount } from './local_writes.js'
import { otherConnectionsCommitMark } from './sqlite_tuning.js'

const enabled = env.get('READ_CACHE', true)

/** Commits of other processes seen so far (each time otherConnectionsCommitMark moved). */
let otherCommits = 0
let lastMark: string | null = null
let checkedThisTurn = false

/**
 * A number that changes whenever a write that may change what a read of
 * `reads` (the activity tables it reads, see localWriteCount) returns is
 * committed to the database: this process's own writes, counted by table as
 * they run, plus the commits of other processes (an ace command, a second
 * server on the same file), seen through SQLite's data_version.
 * Null where there is no such signal: on MySQL/MariaDB the writes of other
 * app nodes cannot be seen from this one, so read caches are off there.
 *
 * Reading data_version starts a read transaction (file locks), and a request
 * asks several caches: it is read once per turn of the event loop, so
 * another process's write counts from the next turn.
 */
function writeClock(reads: readonly string[]): number | null {
  if (!enabled) return null
  const reader = sqliteReader()
  if (!reader) return null
  if (!checkedThisTurn) {
    checkedThisTurn = true
    setImmediate(() => (checkedThisTurn = false))
    const mark = otherConnectionsCommitMark(reader)
    if (mark === null || mark !== lastMark) otherCommits++
    lastMark = mark
  }
  return otherCommits + localWriteCount(reads)
}

/** What a cache may hold unless it says otherwise. */
const DEFAULT_MAX_BYTES = 8 * 1024 * 1024

export interface ReadCacheOptions<V> {
  /** The activity tables the cached reads read (see local_writes.ts). */
  reads?: readonly string[]
  /** Memory the cache's values may take (8 MB unless given), counted by `sizeOf`. */
  maxBytes?: number
  /** Bytes one value holds; by default approximateBytes, which cannot see into closures. */
  sizeOf?: (value: V) => number
}

/**
 * Results of reads kept until the next write to the database, by key (least
 * recently used first out, at most `maxEntries` and `maxBytes`). Any
 * committed write empties every cache, so a read
 * never returns what a write has changed, whatever the table and however it
 * was written (models, raw SQL, another process); the one exception is a
 * write of this process to an activity table (local_writes.ts), which empties
 * only the caches whose `reads` name it. Keys must hold everything
 * the result depends on besides the database: the viewer for anything that
 * shows private content or personal flags. Errors (a 404) are not kept.
 * Callers share the cached value and must not change it.
 *
 * Bounded by bytes as well as entries: entries alone let a cache of big
 * values (whole pages) grow to gigabytes under a crawl, and V8 seldom gives
 * a grown heap back.
 *
 * READ_CACHE=false switches every cache off (the benchmark's cold figures).
 */
export class ReadCache<V> {
  #entries: LRUCache<string, Promise<V>>
  #clock: number | null = null
  #reads: readonly string[]
  #sizeOf: (value: V) => number

  constructor(maxEntries: number, { reads = [], maxBytes = DEFAULT_MAX_BYTES, sizeOf = approximateBytes }: ReadCacheOptions<V> = {}) {
    this.#entries = new LRUCache({ max: maxEntries, maxSize: maxBytes })
    this.#reads = reads
    this.#sizeOf = sizeOf
  }

  /** Whether this cache keeps anything (off on MySQL/MariaDB and with READ_CACHE=false: get() always loads). */
  isOn() {
    return writeClock(this.#reads) !== null
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const clock = writeClock(this.#reads)
    if (clock === null) return load()
    if (clock !== this.#clock) {
      this.#entries.clear()
      this.#clock = clock
    }
    const cached = this.#entries.get(key)
    if (cached) return cached
    // Concurrent requests for the same key share one load.
    const loading = load()
    // Its size is known once loaded: until then it counts for a byte (and as one of maxEntries).
    this.#entries.set(key, loading, { size: 1 })
    const forget = () => this.forget(key, loading)
    loading.then((value) => {
      // A write committed while loading may not be in the result: it is answered, not kept.
      if (writeClock(this.#reads) !== clock) return forget()
      const size = Math.max(1, Math.ceil(this.#sizeOf(value)))
      if (this.#entries.peek(key) !== loading) return
      // lru-cache counts a size again only for a new value: the entry is put back with its own.
      this.#entries.delete(key)
      this.#entries.set(key, loading, { size })
    }, forget)
    return loading
  }

  /** Drops `key` if it still holds `value`: a result that must not be kept (a page drawn only in part). */
  forget(key: string, value: Promise<V>) {
    if (this.#entries.peek(key) === value) this.#entries.delete(key)
  }
}

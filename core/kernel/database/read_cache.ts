import env from '#start/env'
import { RecentMap } from '../recent_map.js'
import { sqliteReader } from './read_rows.js'
import { localWriteCount } from './local_writes.js'

const enabled = env.get('READ_CACHE', true)

/** The last data_version read, valid until this process writes or the event loop moves on. */
let known: { dataVersion: number; localWrites: number } | null = null

/**
 * A number that changes whenever a write is committed to the database:
 * SQLite's `data_version` on readRows' read-only connection, which moves on
 * every commit of any other connection, whether the pool's in this process
 * or another process's (an ace command, a second server on the same file).
 * Null where there is no such signal: on MySQL/MariaDB the writes of other
 * app nodes cannot be seen from this one, so read caches are off there.
 *
 * Reading data_version starts a read transaction (file locks), and a request
 * asks several caches: the value read is kept for the rest of the event
 * loop's turn unless this process writes meanwhile (localWriteCount), so a
 * write of this process counts from its next statement, another process's
 * from the next turn.
 */
function writeClock(): number | null {
  if (!enabled) return null
  const reader = sqliteReader()
  if (!reader) return null
  if (known === null) setImmediate(() => (known = null))
  if (known === null || known.localWrites !== localWriteCount()) {
    // A prepared statement (the connection keeps it): pragma() would compile it on every call.
    const row = reader.prepare('PRAGMA data_version').get() as { data_version: number }
    known = { dataVersion: row.data_version, localWrites: localWriteCount() }
  }
  return known.dataVersion
}

/**
 * Results of reads kept until the next write to the database, by key (LRU,
 * at most `maxEntries`). Any committed write empties every cache, so a read
 * never returns what a write has changed, whatever the table and however it
 * was written (models, raw SQL, another process). Keys must hold everything
 * the result depends on besides the database: the viewer for anything that
 * shows private content or personal flags. Errors (a 404) are not kept.
 * Callers share the cached value and must not change it.
 *
 * READ_CACHE=false switches every cache off (the benchmark's cold figures).
 */
export class ReadCache<V> {
  #entries: RecentMap<string, Promise<V>>
  #clock: number | null = null

  constructor(maxEntries: number) {
    this.#entries = new RecentMap(maxEntries)
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const clock = writeClock()
    if (clock === null) return load()
    if (clock !== this.#clock) {
      this.#entries.clear()
      this.#clock = clock
    }
    const cached = this.#entries.get(key)
    if (cached) return cached
    // Concurrent requests for the same key share one load.
    const loading = load()
    this.#entries.set(key, loading)
    const forget = () => {
      if (this.#entries.get(key) === loading) this.#entries.delete(key)
    }
    // A write committed while loading may not be in the result: it is answered, not kept.
    loading.then(() => writeClock() !== clock && forget(), forget)
    return loading
  }
}

import env from '#start/env'
import cache from '@adonisjs/cache/services/main'
import { errors } from '@adonisjs/cache'

/**
 * The tag of whatever the site shows from the database: every read cache
 * carries it unless it says otherwise, and every write request drops it
 * (drop_reads_middleware.ts) unless its route names narrower tags.
 */
export const SITE_DATA = 'site'

type StoreName = 'reads' | 'pages'
const STORES: StoreName[] = ['reads', 'pages']

const enabled = env.get('READ_CACHE', true)

/** When this process last dropped each tag: a load that started earlier may hold what the write changed. */
const droppedAt = new Map<string, number>()

export interface ReadCacheOptions {
  /** What a write must drop for this cache to forget an answer (SITE_DATA unless given). */
  tags?: string[]
  /** `pages` for whole pages (a store of its own, bounded apart from rows and payloads). */
  store?: StoreName
}

/**
 * Results of reads kept until a write drops one of their tags, by key, on
 * @adonisjs/cache (config/cache.ts: memory, and Redis' layer and bus with
 * REDIS_URL so that a write on any node drops the entries of every node).
 * Keys must hold everything the result depends on besides the database: the
 * viewer for anything that shows private content or personal flags.
 * Concurrent reads of one key share one load; errors (a 404) are not kept.
 * Callers share the cached value and must not change it. Values stay in
 * each process's memory (they may be objects or compressed buffers); what
 * nodes share is when each tag was last dropped.
 *
 * READ_CACHE=false switches every cache off (the benchmark's cold figures).
 */
export class ReadCache<V> {
  readonly #name: string
  readonly #tags: string[]
  readonly #store: StoreName

  constructor(name: string, { tags = [SITE_DATA], store = 'reads' }: ReadCacheOptions = {}) {
    this.#name = name
    this.#tags = tags
    this.#store = store
  }

  /** Whether this cache keeps anything (READ_CACHE=false: get() always loads). */
  isOn() {
    return enabled
  }

  /**
   * The kept answer of `key`, or `load`'s, kept unless `keep` says no (a
   * stand-in answer) or one of the cache's tags was dropped while loading.
   */
  async get(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    if (!enabled) return load()
    let answeredOnly: { value: V } | undefined
    try {
      const kept = await cache.use(this.#store).getOrSet({
        key: `${this.#name}:${key}`,
        tags: this.#tags,
        skipL2Write: true,
        factory: async (ctx) => {
          const startedAt = Date.now()
          const value = await load()
          if (keep(value) && !this.#tags.some((tag) => (droppedAt.get(tag) ?? -1) >= startedAt)) return value
          answeredOnly = { value }
          return ctx.skip()
        },
      })
      return answeredOnly ? answeredOnly.value : (kept as V)
    } catch (error) {
      // The load's own error (a 404), not the cache's wrapper around it.
      throw error instanceof errors.E_FACTORY_ERROR ? error.cause : error
    }
  }

  /** Puts `value` as the answer of `key` (a write that knows its new answer, on this node). */
  async set(key: string, value: V) {
    if (enabled) await cache.use(this.#store).set({ key: `${this.#name}:${key}`, value, tags: this.#tags, skipL2Write: true })
  }
}

/**
 * Drops every kept answer carrying one of `tags`, on every node: what a
 * write outside a request (a job, a command) calls once it has committed;
 * requests do it through their route (drop_reads_middleware.ts).
 */
export async function dropReads(tags: string[] = [SITE_DATA]) {
  if (!enabled) return
  const now = Date.now()
  for (const tag of tags) droppedAt.set(tag, now)
  await Promise.all(STORES.map((store) => cache.use(store).deleteByTag({ tags })))
}

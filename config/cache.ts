import env from '#start/env'
import { configProvider } from '@adonisjs/core'
import { defineConfig, drivers, store } from '@adonisjs/cache'
import { MemoryDriver } from 'bentocache/drivers/memory'
import { LRUCache } from 'lru-cache'
import { EventEmitter } from 'node:events'
import type { RawCommonOptions } from 'bentocache/types'
import { approximateBytes } from '#core/kernel/cache/approximate_bytes'

/**
 * The read caches (core/kernel/cache/read_cache.ts) on @adonisjs/cache
 * (Bentocache). Values live in each process's memory, by reference (no
 * serialization: pages are kept as objects and compressed buffers). With
 * REDIS_URL, Redis is the second layer and the bus: a write on one node drops
 * its cache tags there and every other node drops its entries of those tags
 * on its next read (Bentocache's tags are timestamps kept in the L2 layer and
 * announced on the bus). Without it, one process's memory is the whole cache.
 *
 * Two stores, each bounded by entries and by bytes: `reads` for rows and
 * payloads, `pages` for guests' whole pages and shell parts (~15 KB each).
 * Bentocache's memory layer can count bytes only of serialized values, so
 * each layer gets an LRU of its own that counts them (approximateBytes):
 * bounded by entries alone, 50,000 album or search payloads could hold
 * hundreds of MB for good (issue 13: RSS after floods < 400 MB).
 */
const redisUrl = env.get('REDIS_URL')

/**
 * Bentocache's memory layer without serialization, minus a bug of Bentocache
 * 1.6: an entry read from Redis is put into memory still serialized (a JSON
 * string), and the next read of it, or a bus message about it, throws (in the
 * bus handler: the process dies). Every entry this layer holds is an object,
 * so a string is such an entry and is parsed back (the default serializer is
 * JSON). tests/multinode/two_nodes.spec.ts fails without it.
 */
function objectMemory(bounds: MemoryBounds) {
  return configProvider.create(async () => ({
    // Bentocache reads `serialize` here to keep this layer's entries as objects.
    options: { serialize: false, maxItems: bounds.maxItems },
    factory: (config: ConstructorParameters<typeof MemoryDriver>[0]) => {
      const cacheInstance = new LRUCache<string, any>({
        max: bounds.maxItems,
        maxSize: bounds.maxBytes,
        sizeCalculation: (entry) => Math.max(1, approximateBytes(entry)),
        ttlAutopurge: false,
      })
      const driver = new MemoryDriver({ ...config, serialize: false, cacheInstance })
      const set = driver.set.bind(driver)
      driver.set = (key, value, ttl) => set(key, typeof value === 'string' ? JSON.parse(value) : value, ttl)
      return driver
    },
  }))
}

interface MemoryBounds {
  maxItems: number
  maxBytes: number
}

/**
 * Each store's cache events (a hit, a miss, a write) go to an emitter of its
 * own instead of the app's, which @adonisjs/cache gives Bentocache: through
 * the app's emitter (a diagnostics channel, emittery, its microtasks) the
 * ~10 hits of a signed-in page cost 12-17 % of its CPU (bench:pages, two
 * A/B pairs), and nothing listens to them. Bentocache lays a store's options
 * over the manager's, the emitter included, though its types leave it out;
 * tests/functional/kernel/cache_events.spec.ts fails if hits reach the app's
 * emitter again.
 */
const ownEmitter = () => ({ emitter: new EventEmitter() }) as RawCommonOptions

function readsStore(bounds: MemoryBounds) {
  const memory = store(ownEmitter()).useL1Layer(objectMemory(bounds))
  if (!redisUrl) return memory
  return memory.useL2Layer(drivers.redis({ connectionName: 'main' })).useBus(drivers.redisBus({ connectionName: 'main' }))
}

const cacheConfig = defineConfig({
  default: 'reads',
  prefix: 'cadenza',
  // An entry also ends after this long: writes of processes that share no bus (an ace command beside a server without Redis) show by then.
  // Milliseconds: Bentocache parses a string such as '10m' again on every read.
  ttl: 10 * 60_000,
  stores: {
    reads: readsStore({ maxItems: 50_000, maxBytes: 64 * 1024 * 1024 }),
    pages: readsStore({ maxItems: 2_000, maxBytes: 32 * 1024 * 1024 }),
  },
})

export default cacheConfig

declare module '@adonisjs/cache/types' {
  interface CacheStores extends InferStores<typeof cacheConfig> {}
}

import env from '#start/env'
import { configProvider } from '@adonisjs/core'
import { defineConfig, drivers, store } from '@adonisjs/cache'
import { memoryDriver } from 'bentocache/drivers/memory'

/**
 * The read caches (core/kernel/cache/read_cache.ts) on @adonisjs/cache
 * (Bentocache). Values live in each process's memory, by reference (no
 * serialization: pages are kept as objects and compressed buffers). With
 * REDIS_URL, Redis is the second layer and the bus: a write on one node drops
 * its cache tags there and every other node drops its entries of those tags
 * on its next read (Bentocache's tags are timestamps kept in the L2 layer and
 * announced on the bus). Without it, one process's memory is the whole cache.
 *
 * Two stores, each bounded by entries (Bentocache's memory layer can bound
 * bytes only for serialized values): `reads` for rows and payloads, `pages`
 * for guests' whole pages and shell parts (~15 KB each).
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
function objectMemory(maxItems: number) {
  return configProvider.create(async () => {
    const memory = memoryDriver({ maxItems, serialize: false })
    return {
      ...memory,
      factory: (config: Parameters<typeof memory.factory>[0]) => {
        const driver = memory.factory(config)
        const set = driver.set.bind(driver)
        driver.set = (key, value, ttl) => set(key, typeof value === 'string' ? JSON.parse(value) : value, ttl)
        return driver
      },
    }
  })
}

function readsStore(maxItems: number) {
  const memory = store().useL1Layer(objectMemory(maxItems))
  if (!redisUrl) return memory
  return memory.useL2Layer(drivers.redis({ connectionName: 'main' })).useBus(drivers.redisBus({ connectionName: 'main' }))
}

const cacheConfig = defineConfig({
  default: 'reads',
  prefix: 'cadenza',
  // An entry also ends after this long: writes of processes that share no bus (an ace command beside a server without Redis) show by then.
  ttl: '10m',
  stores: {
    reads: readsStore(50_000),
    pages: readsStore(2_000),
  },
})

export default cacheConfig

declare module '@adonisjs/cache/types' {
  interface CacheStores extends InferStores<typeof cacheConfig> {}
}

import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/lock'

/**
 * Locks (@adonisjs/lock) that keep two processes or app nodes from doing the
 * same work at once: in the app's database by default (table `locks`), in
 * Redis with REDIS_URL.
 */
const redisUrl = env.get('REDIS_URL')

const lockConfig = defineConfig({
  default: redisUrl ? 'redis' : 'database',
  stores: {
    database: stores.database({ tableName: 'locks' }),
    // Only when asked for: resolving it opens the connection.
    ...(redisUrl ? { redis: stores.redis({ connectionName: 'main' }) } : {}),
  },
})

export default lockConfig

declare module '@adonisjs/lock/types' {
  export interface LockStoresList extends InferLockStores<typeof lockConfig> {}
}

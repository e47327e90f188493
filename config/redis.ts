import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections, RedisConnectionConfig } from '@adonisjs/redis/types'

/**
 * One Redis connection, described by REDIS_URL (`redis://[user:password@]host[:port][/db]`,
 * `rediss://` for TLS). Nothing connects unless REDIS_URL is set: the queue
 * and the locks only pick Redis then (config/queue.ts, config/lock.ts), and
 * the embedded install needs no Redis at all.
 */
export function redisOptions(url: string): RedisConnectionConfig {
  const parsed = new URL(url)
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: Number(parsed.pathname.slice(1) || 0),
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
  }
}

const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: redisOptions(env.get('REDIS_URL') ?? 'redis://127.0.0.1:6379'),
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}

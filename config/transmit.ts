import env from '#start/env'
import { defineConfig } from '@adonisjs/transmit'
import { redis } from '@adonisjs/transmit/transports/redis'
import { redisOptions } from '#config/redis'

/**
 * Server-Sent Events (@adonisjs/transmit): core/notifications pushes each
 * person's new notifications to their channel. With REDIS_URL every app node
 * relays what the others broadcast, so a notification made on one node
 * reaches a browser connected to another.
 */
const redisUrl = env.get('REDIS_URL')

/** config/redis.ts's connection, as the bus's Redis transport takes it (a plain password). */
function transportOptions(url: string) {
  const { host, port, username, password, db, tls } = redisOptions(url)
  return { host, port: Number(port), username, password: typeof password === 'string' || password === undefined ? password : password.release(), db, tls }
}

export default defineConfig({
  // Keeps idle streams open through proxies that close silent connections.
  pingInterval: '30s',
  transport: redisUrl ? { driver: redis(transportOptions(redisUrl)) } : null,
})

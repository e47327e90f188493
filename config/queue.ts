import env from '#start/env'
import { defineConfig, drivers, exponentialBackoff } from '@adonisjs/queue'

/**
 * Background jobs and schedules (@adonisjs/queue). Jobs are stored in the
 * app's database by default (tables queue_jobs and queue_schedules), so the
 * embedded install needs nothing more; with REDIS_URL they live in Redis.
 * QUEUE_DRIVER overrides the choice; the test run sets `sync` (a job runs
 * where it is dispatched) so that no worker races a test, and the tests of
 * the queue itself dispatch to `database` explicitly and start real workers.
 *
 * Modules declare their jobs and schedules in their manifests
 * (core/kernel/jobs); job classes are registered by the kernel, not found
 * by `locations`.
 */
const redisUrl = env.get('REDIS_URL')

const queueConfig = defineConfig({
  default: env.get('QUEUE_DRIVER') ?? (redisUrl ? 'redis' : 'database'),
  adapters: {
    database: drivers.database({ tableName: 'queue_jobs' }),
    sync: drivers.sync(),
    // Only when asked for: resolving it opens the connection.
    ...(redisUrl ? { redis: drivers.redis({ connectionName: 'main' }) } : {}),
  },
  worker: {
    concurrency: 2,
    idleDelay: '1s',
    // A job holds its worker for at most this long unless it says otherwise.
    timeout: '5m',
    gracefulShutdown: true,
  },
  // Unless a job says otherwise: 3 more attempts, 10 s, 20 s and 40 s after a failure.
  retry: { maxRetries: 3, backoff: exponentialBackoff({ baseDelay: '10s', maxDelay: '10m' }) },
  defaultJobOptions: {
    // Finished jobs leave; failed ones stay with their error for two weeks (the admin's logs read them).
    removeOnComplete: true,
    removeOnFail: { age: '14d' },
  },
  locations: [],
})

export default queueConfig

import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'

/**
 * Rate-limit counters shared by every app node behind a load balancer: in
 * Redis with REDIS_URL, else in the database (SQLite or MySQL, both
 * supported by the limiter's database store). Used by sign-in (login, email
 * verification) and counted plays. Expired database rows are deleted by an
 * hourly job (core/accounts' expire_rate_limits_job.ts says why not the store's timer).
 */
const redisUrl = env.get('REDIS_URL')

const limiterConfig = defineConfig({
  default: 'shared',
  stores: {
    // One store either way: the Redis one only when asked for (resolving it opens the connection).
    shared: redisUrl ? stores.redis({ connectionName: 'main' }) : stores.database({ tableName: 'limiter_rate_limits', clearExpiredByTimeout: false }),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}

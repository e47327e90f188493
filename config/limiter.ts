import { defineConfig, stores } from '@adonisjs/limiter'

/**
 * Rate-limit counters live in the database (SQLite or MySQL, both supported by
 * the limiter's database store), so every app node behind a load balancer
 * counts the same attempts. Used by sign-in (login, email verification).
 */
const limiterConfig = defineConfig({
  default: 'database',
  stores: {
    database: stores.database({ tableName: 'limiter_rate_limits', clearExpiredByTimeout: true }),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}

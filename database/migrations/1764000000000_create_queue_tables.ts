import { BaseSchema } from '@adonisjs/lucid/schema'
import { QueueSchemaService } from '@adonisjs/queue'

/**
 * The platform's background work (config/queue.ts, config/lock.ts): the
 * database queue's jobs and schedules (shapes owned by @adonisjs/queue),
 * the database lock store's locks (the shape @adonisjs/lock documents), and
 * the log of every scheduled job's runs, which the admin's logs > schedule
 * tab reads (core/kernel/jobs/schedule_run_log.ts). Created on Redis
 * installs too: the run log always lives here, and switching REDIS_URL off
 * must find the tables.
 */
export default class extends BaseSchema {
  async up() {
    // Deferred: the queue's own schema service writes through the connection
    // itself, which a dry run (migration:run --dry-run) must not do.
    this.defer(async (db) => {
      const queueSchema = new QueueSchemaService(db.getWriteClient())
      await queueSchema.createJobsTable('queue_jobs')
      await queueSchema.createSchedulesTable('queue_schedules')
    })

    this.schema.createTable('locks', (table) => {
      table.string('key', 255).notNullable().primary()
      table.string('owner').notNullable()
      table.bigint('expiration').unsigned().nullable()
    })

    this.schema.createTable('schedule_runs', (table) => {
      table.bigIncrements('id')
      table.string('schedule', 255).notNullable()
      table.string('job_id', 255).notNullable()
      table.timestamp('started_at').notNullable()
      table.integer('duration_ms').unsigned().notNullable()
      /** completed, failed (no attempt left) or retrying (this attempt failed, another follows). */
      table.string('outcome', 20).notNullable()
      table.text('error').nullable()
      table.index(['schedule', 'started_at'])
      table.index(['started_at'])
    })
  }

  async down() {
    this.schema.dropTable('schedule_runs')
    this.schema.dropTable('locks')
    // Deferred like up(): a rollback --dry-run must drop nothing.
    this.defer(async (db) => {
      const queueSchema = new QueueSchemaService(db.getWriteClient())
      await queueSchema.dropSchedulesTable('queue_schedules')
      await queueSchema.dropJobsTable('queue_jobs')
    })
  }
}

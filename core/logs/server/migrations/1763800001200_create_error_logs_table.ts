import { BaseSchema } from '@adonisjs/lucid/schema'
import { ERROR_LOG_LIMITS } from '../error_log_limits.js'

/**
 * The error log: one row per server error (5xx) or web app report. A table
 * rather than a rotating file so every app node writes to the same log, and
 * the admin's logs tab can page and search it. An activity table: no
 * triggers, no foreign key points at it, and user_id is a plain number (an
 * entry records who it was, even once the account is gone).
 */
export default class extends BaseSchema {
  protected tableName = 'error_logs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.string('source', 8).notNullable()
      table.string('exception', ERROR_LOG_LIMITS.exception).notNullable()
      table.text('message').notNullable()
      table.text('stack').nullable()
      table.string('url', ERROR_LOG_LIMITS.url).nullable()
      table.string('method', 10).nullable()
      table.smallint('status').nullable()
      table.string('request_id', ERROR_LOG_LIMITS.requestId).nullable().index()
      table.integer('user_id').unsigned().nullable().index()
      table.string('user_agent', ERROR_LOG_LIMITS.userAgent).nullable()
      table.timestamp('created_at').notNullable().index()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

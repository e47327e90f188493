import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Fixed-window request counters. Kept in the database rather than in memory
 * so every app node behind a load balancer counts the same attempts.
 */
export default class extends BaseSchema {
  protected tableName = 'rate_limits'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      // '<limit name>:<client key>', e.g. 'contact-page:203.0.113.7'.
      table.string('bucket', 191).primary()
      table.integer('hits').unsigned().notNullable()
      // Milliseconds since the epoch: compared the same way on SQLite and MySQL.
      table.bigInteger('resets_at').notNullable().index()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

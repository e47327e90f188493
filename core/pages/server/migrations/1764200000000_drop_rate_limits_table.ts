import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The contact form's counters moved to the app's one limiter
 * (@adonisjs/limiter, its limiter_rate_limits table): this module's own
 * table goes. Counts in flight at the upgrade start afresh.
 */
export default class extends BaseSchema {
  protected tableName = 'rate_limits'

  async up() {
    this.schema.dropTableIfExists(this.tableName)
  }

  async down() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('bucket', 191).primary()
      table.integer('hits').unsigned().notNullable()
      table.bigInteger('resets_at').notNullable().index()
    })
  }
}

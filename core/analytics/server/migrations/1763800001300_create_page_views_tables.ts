import { BaseSchema } from '@adonisjs/lucid/schema'
import { createRollupTables, dropRollupTables } from '#core/kernel/reports/rollup_tables'
import { VISIT_ROLLUPS } from '../services/visit_rollup_tables.js'

/**
 * First-party visitor counting (core/analytics): a row per page view of the
 * public site, kept only until its day is rolled up; the salt of each day's
 * visitor hash, deleted once the day is over (so a hash can no longer be
 * tied to an address); and the daily roll-ups the visitors report reads.
 */
export default class extends BaseSchema {
  async up() {
    // Activity table: no triggers, nothing points at it.
    this.schema.createTable('page_views', (table) => {
      table.increments('id')
      table.timestamp('created_at').notNullable().index()
      // sha256(day's salt, address, user agent), cut to 32 hex characters: one per visitor and day.
      table.string('visitor', 32).notNullable()
      table.string('path', 191).notNullable()
      table.string('referrer_host', 191).nullable()
      table.string('country', 2).nullable()
      table.string('device', 20).nullable()
      table.string('platform', 50).nullable()
      table.string('browser', 50).nullable()
    })
    this.schema.createTable('visitor_salts', (table) => {
      table.date('day').primary()
      table.string('salt', 64).notNullable()
    })
    createRollupTables(this.schema, VISIT_ROLLUPS, ['page_views', 'visitors'], this.db.dialect.name)
  }

  async down() {
    dropRollupTables(this.schema, VISIT_ROLLUPS)
    this.schema.dropTable('visitor_salts')
    this.schema.dropTable('page_views')
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'
import { backfillSpans } from '#core/kernel/reports/daily_rollups'
import { createSpanTopTable } from '#core/kernel/reports/rollup_tables'
import { VISIT_ROLLUPS } from '../services/visit_rollup_tables.js'

/**
 * The visitors report's span top table, as the plays report's
 * (music's create_play_span_top): a year's top lists read a few span and
 * month rows per value instead of every day's. Filled from the days already
 * rolled up.
 */
export default class extends BaseSchema {
  async up() {
    createSpanTopTable(this.schema, VISIT_ROLLUPS, ['page_views', 'visitors'], this.db.dialect.name)
    this.defer((db) => backfillSpans(db, VISIT_ROLLUPS, ['page_views', 'visitors'], 'visitors'))
  }

  async down() {
    this.schema.dropTable(VISIT_ROLLUPS.spanTop)
  }
}

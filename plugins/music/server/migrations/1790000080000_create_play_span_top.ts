import { BaseSchema } from '@adonisjs/lucid/schema'
import { backfillSpans } from '#core/kernel/reports/daily_rollups'
import { createSpanTopTable } from '#core/kernel/reports/rollup_tables'
import { PLAY_ROLLUPS } from '../services/reports/play_rollup_tables.js'

/**
 * The plays report's span top table (issue 16, report queries p95 < 150 ms
 * over 365 days): a year's top lists read a day's rest of its month, the
 * months to December and a day's year so far instead of ~9,400 month and
 * day rows per dimension (core/kernel/reports/daily_rollups.ts). Filled
 * from the days already rolled up.
 */
export default class extends BaseSchema {
  async up() {
    createSpanTopTable(this.schema, PLAY_ROLLUPS, ['plays', 'listeners'], this.db.dialect.name)
    this.defer((db) => backfillSpans(db, PLAY_ROLLUPS, ['plays', 'listeners'], 'plays'))
  }

  async down() {
    this.schema.dropTable(PLAY_ROLLUPS.spanTop)
  }
}

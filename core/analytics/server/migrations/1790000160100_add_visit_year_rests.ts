import { BaseSchema } from '@adonisjs/lucid/schema'
import { backfillYearRests } from '#core/kernel/reports/daily_rollups'
import { VISIT_ROLLUPS } from '../services/visit_rollup_tables.js'

/**
 * The visitors report's `year_rest` spans (issue 16): a range across a new
 * year reads its first day's rest of the year and its last day's year so
 * far (core/kernel/reports/daily_rollups.ts). The roll-up job writes them as
 * each year ends; this fills them for the years already rolled up and over.
 */
export default class extends BaseSchema {
  async up() {
    this.defer((db) => backfillYearRests(db, VISIT_ROLLUPS, ['page_views', 'visitors'], 'visitors'))
  }

  async down() {
    this.defer(async (db) => {
      await db.from(VISIT_ROLLUPS.spanTop).where('span', 'year_rest').delete()
    })
  }
}

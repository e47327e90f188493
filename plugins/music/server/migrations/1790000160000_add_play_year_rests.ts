import { BaseSchema } from '@adonisjs/lucid/schema'
import { backfillYearRests } from '#core/kernel/reports/daily_rollups'
import { PLAY_ROLLUPS } from '../services/reports/play_rollup_tables.js'

/**
 * The plays report's `year_rest` spans (issue 16, report queries p95 < 150
 * ms over 365 days on MariaDB too): a range across a new year reads its
 * first day's rest of the year and its last day's year so far, two blocks
 * of span rows per dimension (core/kernel/reports/daily_rollups.ts). The
 * roll-up job writes them as each year ends; this fills them for the years
 * already rolled up and over.
 */
export default class extends BaseSchema {
  async up() {
    this.defer((db) => backfillYearRests(db, PLAY_ROLLUPS, ['plays', 'listeners'], 'plays'))
  }

  async down() {
    this.defer(async (db) => {
      await db.from(PLAY_ROLLUPS.spanTop).where('span', 'year_rest').delete()
    })
  }
}

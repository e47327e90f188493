import { BaseSchema } from '@adonisjs/lucid/schema'
import { createRollupTables, dropRollupTables } from '#core/kernel/reports/rollup_tables'
import { PLAY_ROLLUPS } from '../services/reports/play_rollup_tables.js'

/**
 * The admin report's plays tab reads daily roll-ups of the play history
 * (services/reports/play_rollups.ts): plays and unique listeners per day,
 * and each day's most played tracks, artists, albums, countries, devices
 * and platforms.
 */
export default class extends BaseSchema {
  async up() {
    createRollupTables(this.schema, PLAY_ROLLUPS, ['plays', 'listeners'], this.db.dialect.name)
  }

  async down() {
    dropRollupTables(this.schema, PLAY_ROLLUPS)
  }
}

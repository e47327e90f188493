import { BaseSchema } from '@adonisjs/lucid/schema'
import { INSIGHT_DAYS, INSIGHT_VALUES } from '../insights/insight_tables.js'

/**
 * Insights of tracks, albums and artists (backstage and admin
 * `{id}/insights`, server/insights/):
 *
 * - `plays.source`: where the counted play started (shared/play_sources.ts);
 * - `play_skips`: listens the server streamed that ended before they could
 *   count (skips), one row each without the listener, recounted into the
 *   daily skips;
 * - two roll-up tables per (subject, day), written by the daily plays
 *   roll-up job: totals (plays, listeners, completed plays, skips) and the
 *   plays per value of each dimension (country, device, platform, source).
 *   A subject is a track, an album or an artist, each rolled up from the
 *   raw plays so its unique listeners are its own (an album's listeners are
 *   not the sum of its tracks').
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('plays', (table) => {
      table.string('source', 16).nullable()
    })
    this.schema.createTable('play_skips', (table) => {
      table.increments('id')
      table.integer('track_id').unsigned().notNullable().references('id').inTable('tracks').onDelete('CASCADE')
      table.string('source', 16).nullable()
      table.timestamp('created_at').notNullable()
      // The roll-up reads a day of skips.
      table.index(['created_at', 'track_id'])
    })
    // A range of one subject's days is one range of each primary key. InnoDB keeps rows in primary key
    // order; SQLite would look each row up by its rowid (a year of an artist's breakdowns is ~20,000
    // rows, 2x the time measured by bench:insights): there an index also carries the numbers.
    const sqlite = this.db.dialect.name !== 'mysql'
    const metrics = ['plays', 'listeners', 'completed', 'skips']
    this.schema.createTable(INSIGHT_DAYS, (table) => {
      table.string('subject_type', 8).notNullable()
      table.integer('subject_id').unsigned().notNullable()
      table.date('day').notNullable()
      for (const metric of metrics) table.integer(metric).unsigned().notNullable().defaultTo(0)
      table.primary(['subject_type', 'subject_id', 'day'])
      if (sqlite) table.index(['subject_type', 'subject_id', 'day', ...metrics], `${INSIGHT_DAYS}_covering`)
      // The roll-up replaces a day at once.
      table.index(['day'])
    })
    this.schema.createTable(INSIGHT_VALUES, (table) => {
      table.string('subject_type', 8).notNullable()
      table.integer('subject_id').unsigned().notNullable()
      table.date('day').notNullable()
      table.string('dimension', 16).notNullable()
      // A country code, 'mobile', 'Android', 'playlist'; '' when unknown.
      table.string('value', 50).notNullable()
      table.integer('plays').unsigned().notNullable().defaultTo(0)
      table.primary(['subject_type', 'subject_id', 'day', 'dimension', 'value'])
      if (sqlite) table.index(['subject_type', 'subject_id', 'day', 'dimension', 'value', 'plays'], `${INSIGHT_VALUES}_covering`)
      table.index(['day'])
    })
  }

  async down() {
    this.schema.dropTable(INSIGHT_VALUES)
    this.schema.dropTable(INSIGHT_DAYS)
    this.schema.dropTable('play_skips')
    this.schema.alterTable('plays', (table) => table.dropColumn('source'))
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'
import { INSIGHT_MONTHS, INSIGHT_VALUE_MONTHS } from '../insights/insight_tables.js'
import { rollUpInsightMonths } from '../insights/insight_months.js'

/**
 * Monthly roll-ups of the insights (issue 17, insights p95 < 150 ms over a
 * year): per subject and month the plays, and the plays per dimension
 * value, summed from the daily tables by the daily roll-up. A range reads
 * its whole months here and only its first and last partial months by day:
 * a year of an artist's breakdowns is ~13 months of rows instead of 365 days.
 * Filled from the days already rolled up.
 */
export default class extends BaseSchema {
  async up() {
    // As the daily tables: SQLite reads a primary key range through its rowid, so an index carries the numbers there.
    const sqlite = this.db.dialect.name !== 'mysql'
    this.schema.createTable(INSIGHT_MONTHS, (table) => {
      table.string('subject_type', 8).notNullable()
      table.integer('subject_id').unsigned().notNullable()
      /** The month's first day. */
      table.date('month').notNullable()
      table.integer('plays').unsigned().notNullable().defaultTo(0)
      table.primary(['subject_type', 'subject_id', 'month'])
      if (sqlite) table.index(['subject_type', 'subject_id', 'month', 'plays'], `${INSIGHT_MONTHS}_covering`)
      table.index(['month'])
    })
    this.schema.createTable(INSIGHT_VALUE_MONTHS, (table) => {
      table.string('subject_type', 8).notNullable()
      table.integer('subject_id').unsigned().notNullable()
      table.date('month').notNullable()
      table.string('dimension', 16).notNullable()
      table.string('value', 50).notNullable()
      table.integer('plays').unsigned().notNullable().defaultTo(0)
      table.primary(['subject_type', 'subject_id', 'month', 'dimension', 'value'])
      if (sqlite) table.index(['subject_type', 'subject_id', 'month', 'dimension', 'value', 'plays'], `${INSIGHT_VALUE_MONTHS}_covering`)
      table.index(['month'])
    })
    this.defer(async (db) => {
      const first = await db.from('play_insight_days').min('day as day').first()
      if (first?.day) await rollUpInsightMonths(db, { from: first.day, to: new Date() })
    })
  }

  async down() {
    this.schema.dropTable(INSIGHT_VALUE_MONTHS)
    this.schema.dropTable(INSIGHT_MONTHS)
  }
}

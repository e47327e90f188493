import type { BaseSchema } from '@adonisjs/lucid/schema'
import type { RollupTables } from './daily_rollups.js'

/**
 * Creates a module's roll-up tables (daily_rollups.ts) with
 * one unsigned integer column per metric, for its migration's `up`
 * (`createRollupTables(this.schema, tables, metrics, this.db.dialect.name)`).
 */
export function createRollupTables(schema: BaseSchema['schema'], tables: RollupTables, metrics: string[], dialect: string) {
  schema.createTable(tables.totals, (table) => {
    table.date('day').primary()
    for (const metric of metrics) table.integer(metric).unsigned().notNullable().defaultTo(0)
  })
  schema.createTable(tables.top, (table) => {
    table.date('day').notNullable()
    table.string('dimension', 20).notNullable()
    // An id (a track's) or a name (a country code, a browser); '' when unknown.
    table.string('value', 191).notNullable()
    for (const metric of metrics) table.integer(metric).unsigned().notNullable().defaultTo(0)
    // A report sums one dimension over a range of days.
    table.primary(['dimension', 'day', 'value'])
    // InnoDB keeps rows in primary key order; SQLite would look each row up by its rowid (36,600 for a
    // year of tracks, 3x the time measured): there the index also carries the metrics.
    if (dialect !== 'mysql') table.index(['dimension', 'day', 'value', ...metrics], `${tables.top}_covering`)
  })
  schema.createTable(tables.monthlyTop, (table) => {
    // The month's first day.
    table.date('month').notNullable()
    table.string('dimension', 20).notNullable()
    table.string('value', 191).notNullable()
    for (const metric of metrics) table.integer(metric).unsigned().notNullable().defaultTo(0)
    table.primary(['dimension', 'month', 'value'])
    if (dialect !== 'mysql') table.index(['dimension', 'month', 'value', ...metrics], `${tables.monthlyTop}_covering`)
  })
}

/**
 * The span top table (daily_rollups.ts: per day the top values of the span
 * from it to its month's end and of its year so far), for the migration
 * that adds it: `createSpanTopTable(this.schema, tables, metrics, this.db.dialect.name)`.
 */
export function createSpanTopTable(schema: BaseSchema['schema'], tables: RollupTables, metrics: string[], dialect: string) {
  schema.createTable(tables.spanTop, (table) => {
    table.string('span', 12).notNullable()
    table.date('day').notNullable()
    table.string('dimension', 20).notNullable()
    table.string('value', 191).notNullable()
    for (const metric of metrics) table.integer(metric).unsigned().notNullable().defaultTo(0)
    // A report reads one span of one day per dimension; a recount replaces a span's day.
    table.primary(['dimension', 'span', 'day', 'value'])
    if (dialect !== 'mysql') table.index(['dimension', 'span', 'day', 'value', ...metrics], `${tables.spanTop}_covering`)
    table.index(['span', 'day'])
  })
}

/** Drops them, for the migration's `down`. */
export function dropRollupTables(schema: BaseSchema['schema'], tables: RollupTables) {
  schema.dropTable(tables.monthlyTop)
  schema.dropTable(tables.top)
  schema.dropTable(tables.totals)
}

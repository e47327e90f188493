import type { BaseSchema } from '@adonisjs/lucid/schema'
import type { RollupTables } from './daily_rollups.js'

/**
 * Creates a module's pair of daily roll-up tables (daily_rollups.ts) with
 * one unsigned integer column per metric, for its migration's `up`.
 */
export function createRollupTables(schema: BaseSchema['schema'], tables: RollupTables, metrics: string[]) {
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
  })
}

/** Drops them, for the migration's `down`. */
export function dropRollupTables(schema: BaseSchema['schema'], tables: RollupTables) {
  schema.dropTable(tables.top)
  schema.dropTable(tables.totals)
}

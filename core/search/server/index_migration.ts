import app from '@adonisjs/core/services/app'
import type { BaseSchema } from '@adonisjs/lucid/schema'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { createIndexStatements, dropIndexStatements, hasSearchIndex, nameIndexStatements } from './index_schema.js'

/**
 * What a migration runs to build or drop the full-text indexes of the
 * declared searchables (all of them, or those named): core/search's own
 * index migration, and the migration of a module that declares a searchable
 * on an install where that one has already run.
 */
async function searchablesToIndex(names?: readonly string[]) {
  const searchables = (await app.container.make(ModuleRegistry)).searchables()
  return names ? searchables.filter((searchable) => names.includes(searchable.name)) : searchables
}

const dialectOf = (schema: BaseSchema) => (schema.db.dialect.name === 'mysql' ? 'mysql' : 'sqlite')

/**
 * Queues the statements that index each searchable not indexed yet. An index
 * that is there already (built by the music plugin's migrations before
 * core/search owned them, with the same statements) is kept: rebuilding a
 * million rows' index would only slow the upgrade down.
 */
export async function createSearchIndexes(schema: BaseSchema, names?: readonly string[]) {
  const dialect = dialectOf(schema)
  for (const searchable of await searchablesToIndex(names)) {
    if (!(await schema.db.schema.hasTable(searchable.table))) throw new Error(`Searchable "${searchable.name}": no table "${searchable.table}" to index`)
    const statements = (await hasSearchIndex(schema.db, searchable)) ? [] : createIndexStatements(searchable, dialect)
    for (const statement of [...statements, ...nameIndexStatements(searchable, dialect)]) schema.schema.raw(statement)
  }
}

/** Queues the statements that drop each searchable's index, where it is there. */
export async function dropSearchIndexes(schema: BaseSchema, names?: readonly string[]) {
  const dialect = dialectOf(schema)
  for (const searchable of await searchablesToIndex(names)) {
    if (!(await schema.db.schema.hasTable(searchable.table)) || !(await hasSearchIndex(schema.db, searchable))) continue
    for (const statement of dropIndexStatements(searchable, dialect)) schema.schema.raw(statement)
  }
}

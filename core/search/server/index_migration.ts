import app from '@adonisjs/core/services/app'
import type { BaseSchema } from '@adonisjs/lucid/schema'
import { ModuleRegistry } from '#core/kernel/module_registry'
import type { Searchable } from './searchable.js'
import {
  createFulltextStatement,
  createIndexStatements,
  dropFulltextStatement,
  dropIndexStatements,
  hasFulltextIndex,
  hasSearchIndex,
  nameIndexStatements,
} from './index_schema.js'

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

/** MySQL/MariaDB: the FULLTEXT index of an install from before the words table, dropped where it is there. */
async function legacyFulltextDrop(schema: BaseSchema, searchable: Searchable) {
  return dialectOf(schema) === 'mysql' && (await hasFulltextIndex(schema.db, searchable)) ? [dropFulltextStatement(searchable)] : []
}

/**
 * Queues the statements that index each searchable not indexed yet, from
 * the rows already there. An index that is there already (built by the music
 * plugin's migrations before core/search owned them, with the same
 * statements) is kept: rebuilding a million rows' index would only slow the
 * upgrade down. On MySQL/MariaDB the words replace the FULLTEXT index of
 * older installs.
 */
export async function createSearchIndexes(schema: BaseSchema, names?: readonly string[]) {
  const dialect = dialectOf(schema)
  for (const searchable of await searchablesToIndex(names)) {
    if (!(await schema.db.schema.hasTable(searchable.table))) throw new Error(`Searchable "${searchable.name}": no table "${searchable.table}" to index`)
    const statements = (await hasSearchIndex(schema.db, searchable)) ? [] : createIndexStatements(searchable, dialect)
    for (const statement of [...statements, ...nameIndexStatements(searchable, dialect), ...(await legacyFulltextDrop(schema, searchable))]) schema.schema.raw(statement)
  }
}

/** Queues the statements that drop each searchable's index, where it is there (and an older install's FULLTEXT index). */
export async function dropSearchIndexes(schema: BaseSchema, names?: readonly string[]) {
  const dialect = dialectOf(schema)
  for (const searchable of await searchablesToIndex(names)) {
    if (!(await schema.db.schema.hasTable(searchable.table))) continue
    const statements = (await hasSearchIndex(schema.db, searchable)) ? dropIndexStatements(searchable, dialect) : []
    for (const statement of [...statements, ...(await legacyFulltextDrop(schema, searchable))]) schema.schema.raw(statement)
  }
}

/**
 * MySQL/MariaDB, rolling the words table back: each searchable gets its
 * FULLTEXT index again (built from the rows) and loses its words.
 */
export async function restoreFulltextIndexes(schema: BaseSchema) {
  if (dialectOf(schema) !== 'mysql') return
  for (const searchable of await searchablesToIndex()) {
    if (!(await schema.db.schema.hasTable(searchable.table))) continue
    if (!(await hasFulltextIndex(schema.db, searchable))) schema.schema.raw(createFulltextStatement(searchable))
    if (await hasSearchIndex(schema.db, searchable)) for (const statement of dropIndexStatements(searchable, 'mysql')) schema.schema.raw(statement)
  }
}

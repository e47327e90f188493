import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { SearchableDefinition } from '#core/kernel/contract'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { AccessControl } from '#core/kernel/module_services'
import type { SearchDriver } from './drivers/search_driver.js'
import { SqliteFtsDriver } from './drivers/sqlite_fts_driver.js'
import { MysqlWordsDriver } from './drivers/mysql_words_driver.js'

/**
 * core/search's public service: the searchables every enabled module
 * declared (their manifests' `searchables`), who may see each, and the
 * full-text driver of the database in use. Modules search through it; how
 * they rank and present the matches is theirs.
 */

export type SearchDialect = 'sqlite' | 'mysql'

export const searchDialect = (): SearchDialect => (db.connection().dialect.name === 'mysql' ? 'mysql' : 'sqlite')

const drivers: { sqlite?: SearchDriver; mysql?: SearchDriver } = {}

/** The driver for the connection's dialect (the words table on MySQL/MariaDB, FTS5 on SQLite). */
export function searchDriver(): SearchDriver {
  return searchDialect() === 'mysql' ? (drivers.mysql ??= new MysqlWordsDriver()) : (drivers.sqlite ??= new SqliteFtsDriver())
}

let declared: Promise<Map<string, SearchableDefinition>> | undefined

/** Every enabled module's searchables by name, read once from the registry. */
export function declaredSearchables(): Promise<Map<string, SearchableDefinition>> {
  declared ??= app.container.make(ModuleRegistry).then((registry) => new Map(registry.searchables().map((searchable) => [searchable.name, searchable])))
  return declared
}

/** One declared searchable; a name no enabled module declares is a programming error. */
export async function declaredSearchable(name: string): Promise<SearchableDefinition> {
  const searchable = (await declaredSearchables()).get(name)
  if (!searchable) throw new Error(`No enabled module declares the searchable "${name}"`)
  return searchable
}

/** Which of `names` a person (null: a guest) may see the results of: each searchable's own permission. */
export async function permittedSearchables(names: readonly string[], userId: number | null): Promise<Set<string>> {
  const [searchables, grants] = await Promise.all([declaredSearchables(), (await app.container.make(AccessControl)).grantsOf(userId)])
  return new Set(
    names.filter((name) => {
      const permission = searchables.get(name)?.permission
      return permission === null || (permission !== undefined && grants(permission))
    })
  )
}

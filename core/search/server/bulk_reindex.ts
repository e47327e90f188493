import app from '@adonisjs/core/services/app'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { fillWordsStatement } from './words_index.js'

/**
 * MySQL/MariaDB, after a bulk load that ran without the index's triggers
 * (music:generate drops the triggers of the tables it fills): the words of
 * every row of the loaded tables that are searchables. Words already there
 * are kept (the fill ignores duplicates).
 */
export async function refillSearchWords(client: QueryClientContract, tables: readonly string[]) {
  const searchables = (await app.container.make(ModuleRegistry)).searchables().filter((searchable) => tables.includes(searchable.table))
  for (const searchable of searchables) await client.rawQuery(fillWordsStatement(searchable))
}

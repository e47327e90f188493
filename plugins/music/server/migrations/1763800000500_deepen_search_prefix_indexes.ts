import { BaseSchema } from '@adonisjs/lucid/schema'
import { SEARCHABLES } from '../search/searchables.js'
import { createFtsStatements, dropFtsStatements } from '../search/fts_schema.js'

/**
 * SQLite: prefix indexes for prefixes of 2 to 6 letters instead of 2 and 3.
 * A longer prefix had FTS5 merge the lists of every word it expands to
 * before matching, which made multi-word type-ahead on a million tracks
 * cost 1-6 ms per table ("lucid dream": 4.4 ms, now 1.1). The index grows
 * by about two thirds (24 to 40 MB for a million track names). The tables
 * are rebuilt from their content tables. MySQL/MariaDB: nothing to do.
 */
export default class extends BaseSchema {
  async up() {
    this.#recreate('2 3 4 5 6')
  }

  async down() {
    this.#recreate('2 3')
  }

  #recreate(prefixes: string) {
    if (this.db.dialect.name === 'mysql') return
    for (const { table, columns } of Object.values(SEARCHABLES)) {
      for (const statement of [...dropFtsStatements(table), ...createFtsStatements({ table, columns }, prefixes)]) this.schema.raw(statement)
    }
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'
import { SEARCHABLES } from '../search/searchables.js'

/** The searchables ranked on one name column. */
const named = Object.values(SEARCHABLES).filter(({ columns }) => columns.length === 1)

/**
 * SQLite: the searchable name columns indexed without ASCII case (NOCASE,
 * what `lower(name)` compares), so that search finds the names equal to the
 * query, or starting with it, in any case through one index range
 * (search/name_lookups.ts) instead of a range per guessed spelling. Names
 * change rarely: the index costs nothing on plays. MySQL/MariaDB: nothing to
 * do, their collation already ignores case.
 */
export default class extends BaseSchema {
  async up() {
    if (this.db.dialect.name === 'mysql') return
    for (const { table, columns } of named) this.schema.raw(`CREATE INDEX ${table}_${columns[0]}_nocase_index ON ${table} (${columns[0]} COLLATE NOCASE)`)
  }

  async down() {
    if (this.db.dialect.name === 'mysql') return
    for (const { table, columns } of named) this.schema.raw(`DROP INDEX IF EXISTS ${table}_${columns[0]}_nocase_index`)
  }
}

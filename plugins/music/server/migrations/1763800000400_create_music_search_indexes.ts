import { BaseSchema } from '@adonisjs/lucid/schema'
import { SEARCHABLES, fulltextIndex } from '../search/searchables.js'
import { createFtsStatements, dropFtsStatements } from '../search/fts_schema.js'

/**
 * Full-text indexes, by dialect. SQLite: an FTS5 table per searchable table
 * (search/fts_schema.ts), with prefix indexes for 2 and 3 letters (deepened by
 * a later migration). MySQL/MariaDB: InnoDB FULLTEXT indexes (accents fold
 * through the utf8mb4 collation).
 */
export default class extends BaseSchema {
  async up() {
    const sqlite = this.db.dialect.name !== 'mysql'
    for (const { table, columns } of Object.values(SEARCHABLES)) {
      if (!sqlite) {
        this.schema.raw(`ALTER TABLE \`${table}\` ADD FULLTEXT INDEX \`${fulltextIndex(table)}\` (${columns.map((c) => `\`${c}\``).join(', ')})`)
        continue
      }
      for (const statement of createFtsStatements({ table, columns }, '2 3')) this.schema.raw(statement)
    }
  }

  async down() {
    const sqlite = this.db.dialect.name !== 'mysql'
    for (const { table } of Object.values(SEARCHABLES)) {
      if (!sqlite) {
        this.schema.raw(`ALTER TABLE \`${table}\` DROP INDEX \`${fulltextIndex(table)}\``)
        continue
      }
      for (const statement of dropFtsStatements(table)) this.schema.raw(statement)
    }
  }
}

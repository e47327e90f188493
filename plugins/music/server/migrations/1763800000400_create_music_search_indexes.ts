import { BaseSchema } from '@adonisjs/lucid/schema'
import { SEARCHABLES, ftsTable, fulltextIndex } from '../search/searchables.js'

/**
 * Full-text indexes, by dialect. SQLite: an external-content FTS5 table per
 * searchable table (no copy of the text), kept in sync by triggers; unicode61
 * with remove_diacritics 2 folds accents ('Beyonce' finds 'Beyoncé'), prefix
 * indexes make type-ahead (`bey*`) cheap. MySQL/MariaDB: InnoDB FULLTEXT
 * indexes (accents fold through the utf8mb4 collation).
 */
export default class extends BaseSchema {
  async up() {
    const sqlite = this.db.dialect.name !== 'mysql'
    for (const { table, columns } of Object.values(SEARCHABLES)) {
      if (!sqlite) {
        this.schema.raw(`ALTER TABLE \`${table}\` ADD FULLTEXT INDEX \`${fulltextIndex(table)}\` (${columns.map((c) => `\`${c}\``).join(', ')})`)
        continue
      }
      const fts = ftsTable(table)
      const list = columns.join(', ')
      const newValues = columns.map((column) => `new.${column}`).join(', ')
      const oldValues = columns.map((column) => `old.${column}`).join(', ')
      this.schema.raw(
        `CREATE VIRTUAL TABLE ${fts} USING fts5(${list}, content='${table}', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`
      )
      this.schema.raw(`CREATE TRIGGER ${fts}_ai AFTER INSERT ON ${table} BEGIN INSERT INTO ${fts}(rowid, ${list}) VALUES (new.id, ${newValues}); END`)
      this.schema.raw(
        `CREATE TRIGGER ${fts}_ad AFTER DELETE ON ${table} BEGIN INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.id, ${oldValues}); END`
      )
      // Only a change of the indexed text touches the index (play counters do not).
      this.schema.raw(
        `CREATE TRIGGER ${fts}_au AFTER UPDATE OF ${list} ON ${table} BEGIN ` +
          `INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.id, ${oldValues}); ` +
          `INSERT INTO ${fts}(rowid, ${list}) VALUES (new.id, ${newValues}); END`
      )
      // Rows that existed before this migration (users).
      this.schema.raw(`INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`)
    }
  }

  async down() {
    const sqlite = this.db.dialect.name !== 'mysql'
    for (const { table } of Object.values(SEARCHABLES)) {
      if (!sqlite) {
        this.schema.raw(`ALTER TABLE \`${table}\` DROP INDEX \`${fulltextIndex(table)}\``)
        continue
      }
      const fts = ftsTable(table)
      for (const suffix of ['ai', 'ad', 'au']) this.schema.raw(`DROP TRIGGER IF EXISTS ${fts}_${suffix}`)
      this.schema.raw(`DROP TABLE IF EXISTS ${fts}`)
    }
  }
}

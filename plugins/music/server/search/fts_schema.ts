import type { Searchable } from './searchables.js'
import { ftsTable } from './searchables.js'

/**
 * The SQLite statements that create a searchable table's FTS5 index: an
 * external-content table (no copy of the text) kept in sync by triggers,
 * unicode61 with remove_diacritics 2 (accents fold: 'Beyonce' finds
 * 'Beyoncé'), prefix indexes for the given prefix lengths (type-ahead), then
 * the rows that already exist, as one merged segment.
 */
export function createFtsStatements({ table, columns }: Pick<Searchable, 'table' | 'columns'>, prefixes: string): string[] {
  const fts = ftsTable(table)
  const list = columns.join(', ')
  const newValues = columns.map((column) => `new.${column}`).join(', ')
  const oldValues = columns.map((column) => `old.${column}`).join(', ')
  return [
    `CREATE VIRTUAL TABLE ${fts} USING fts5(${list}, content='${table}', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='${prefixes}')`,
    `CREATE TRIGGER ${fts}_ai AFTER INSERT ON ${table} BEGIN INSERT INTO ${fts}(rowid, ${list}) VALUES (new.id, ${newValues}); END`,
    `CREATE TRIGGER ${fts}_ad AFTER DELETE ON ${table} BEGIN INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.id, ${oldValues}); END`,
    // Only a change of the indexed text touches the index (play counters do not).
    `CREATE TRIGGER ${fts}_au AFTER UPDATE OF ${list} ON ${table} BEGIN ` +
      `INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.id, ${oldValues}); ` +
      `INSERT INTO ${fts}(rowid, ${list}) VALUES (new.id, ${newValues}); END`,
    `INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`,
    `INSERT INTO ${fts}(${fts}) VALUES ('optimize')`,
  ]
}

/** The statements that remove a searchable table's FTS5 index and its triggers. */
export function dropFtsStatements(table: string): string[] {
  const fts = ftsTable(table)
  return [...['ai', 'ad', 'au'].map((suffix) => `DROP TRIGGER IF EXISTS ${fts}_${suffix}`), `DROP TABLE IF EXISTS ${fts}`]
}

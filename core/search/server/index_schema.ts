import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { ftsTable, fulltextIndex, nocaseIndex, type Searchable } from './searchable.js'
import { clearWordsStatement, createWordsTableStatement, createWordsTriggerStatements, dropWordsTriggerStatements, fillWordsStatement, wordsInsertTrigger } from './words_index.js'

/**
 * Prefix lengths the FTS5 tables index (type-ahead). Up to 6 letters: a
 * longer prefix had FTS5 merge the lists of every word it expands to before
 * matching, which made multi-word type-ahead on a million tracks cost 1-6 ms
 * per table ("lucid dream": 4.4 ms with '2 3', 1.1 ms with these). The index
 * is about two thirds larger (24 to 40 MB for a million track names).
 */
const PREFIXES = '2 3 4 5 6'

/**
 * The full-text index of one searchable, by dialect, and whether it is there
 * already: installs from before core/search have the indexes the music
 * plugin's migrations built (the same statements), which are kept as they are.
 *
 * SQLite: an external-content FTS5 table (no copy of the text) kept in sync
 * by triggers, unicode61 with remove_diacritics 2 (accents fold: 'Beyonce'
 * finds 'Beyoncé'), then the rows that already exist, as one merged segment;
 * and a single name column indexed without ASCII case (NOCASE, what
 * `lower(name)` compares), so names equal to the query, or starting with it,
 * are one index range (name_lookups.ts). Names change rarely: neither costs
 * anything on play counters. MySQL/MariaDB: the words table (words_index.ts),
 * kept by triggers; installs from before it had an InnoDB FULLTEXT index
 * instead (hasFulltextIndex), which the words replace.
 */
export async function hasSearchIndex(client: QueryClientContract, { table }: Searchable): Promise<boolean> {
  if (client.dialect.name === 'mysql') {
    const rows = await client.rawQuery('SELECT 1 FROM information_schema.triggers WHERE trigger_schema = DATABASE() AND trigger_name = ? LIMIT 1', [wordsInsertTrigger(table)])
    return rows[0].length > 0
  }
  const rows = await client.rawQuery(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`, [ftsTable(table)])
  return rows.length > 0
}

/** MySQL/MariaDB: whether the FULLTEXT index of installs from before the words table is there. */
export async function hasFulltextIndex(client: QueryClientContract, { table }: Searchable): Promise<boolean> {
  const rows = await client.rawQuery('SELECT 1 FROM information_schema.statistics WHERE table_schema = DATABASE() AND table_name = ? AND index_name = ? LIMIT 1', [
    table,
    fulltextIndex(table),
  ])
  return rows[0].length > 0
}

/** MySQL/MariaDB: the FULLTEXT index searches used before the words table (a rollback puts it back). */
export const createFulltextStatement = ({ table, columns }: Searchable) =>
  `ALTER TABLE \`${table}\` ADD FULLTEXT INDEX \`${fulltextIndex(table)}\` (${columns.map((column) => `\`${column}\``).join(', ')})`

// Copying the table: MariaDB 10.11 dropped in place, then added again, left out the rows still in the
// FULLTEXT cache (inserted since its last sync); a rollback and migration then lost recent rows from search.
export const dropFulltextStatement = ({ table }: Searchable) => `ALTER TABLE \`${table}\` DROP INDEX \`${fulltextIndex(table)}\`, ALGORITHM=COPY`

export function createIndexStatements(searchable: Searchable, dialect: 'sqlite' | 'mysql'): string[] {
  if (dialect === 'mysql') return [createWordsTableStatement(), ...createWordsTriggerStatements(searchable), fillWordsStatement(searchable)]
  const { table, columns } = searchable
  const fts = ftsTable(table)
  const list = columns.join(', ')
  const newValues = columns.map((column) => `new.${column}`).join(', ')
  const oldValues = columns.map((column) => `old.${column}`).join(', ')
  return [
    `CREATE VIRTUAL TABLE ${fts} USING fts5(${list}, content='${table}', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='${PREFIXES}')`,
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

/** SQLite: the single name column without ASCII case; kept when there (an install from before core/search has it). */
export function nameIndexStatements({ table, columns }: Searchable, dialect: 'sqlite' | 'mysql'): string[] {
  if (dialect === 'mysql' || columns.length !== 1) return []
  return [`CREATE INDEX IF NOT EXISTS ${nocaseIndex(table, columns[0])} ON ${table} (${columns[0]} COLLATE NOCASE)`]
}

export function dropIndexStatements(searchable: Searchable, dialect: 'sqlite' | 'mysql'): string[] {
  if (dialect === 'mysql') return [...dropWordsTriggerStatements(searchable), clearWordsStatement(searchable)]
  const { table, columns } = searchable
  const fts = ftsTable(table)
  return [
    ...['ai', 'ad', 'au'].map((suffix) => `DROP TRIGGER IF EXISTS ${fts}_${suffix}`),
    `DROP TABLE IF EXISTS ${fts}`,
    ...(columns.length === 1 ? [`DROP INDEX IF EXISTS ${nocaseIndex(table, columns[0])}`] : []),
  ]
}

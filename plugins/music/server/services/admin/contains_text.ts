import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'

/**
 * Keeps rows whose `column` contains `text` as typed (case-insensitive on
 * both databases: SQLite's LIKE folds ASCII, MariaDB's collation folds).
 * LIKE's wildcards are escaped, so "50%" finds "50%"; MariaDB escapes with a
 * backslash by default, SQLite only when told.
 */
export function whereContains(query: DatabaseQueryBuilderContract, column: string, text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  const escape = db.connection().dialect.name === 'mysql' ? '' : ` ESCAPE '\\'`
  return query.whereRaw(`?? LIKE ?${escape}`, [column, pattern])
}

import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { escapeLike } from '#core/kernel/database/like'

/**
 * Keeps rows whose `column` contains `text` as typed (case-insensitive on
 * both databases: SQLite's LIKE folds ASCII, MariaDB's collation folds).
 * LIKE's wildcards are escaped, so "50%" finds "50%".
 */
export function whereContains(query: DatabaseQueryBuilderContract, column: string, text: string) {
  return query.whereRaw(`?? LIKE ? ESCAPE '!'`, [column, `%${escapeLike(text)}%`])
}

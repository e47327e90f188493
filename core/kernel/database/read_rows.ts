import db from '@adonisjs/lucid/services/db'
import Database from 'better-sqlite3'
import { tuneSqliteConnection } from './sqlite_tuning.js'

let reader: Database.Database | null | undefined

/**
 * The read-only SQLite connection of readRows, opened on first use on the
 * primary connection's file; null on MySQL/MariaDB or an in-memory database.
 */
export function sqliteReader() {
  if (reader !== undefined) return reader
  const { config } = db.getRawConnection(db.primaryConnectionName)!
  const filename = config.client === 'better-sqlite3' ? (config.connection as { filename?: string }).filename : undefined
  if (!filename || filename === ':memory:') return (reader = null)
  reader = tuneSqliteConnection(new Database(filename, { readonly: true, fileMustExist: true }))
  reader.pragma('busy_timeout = 5000')
  return reader
}

let uid = 0

/**
 * Rows of a SELECT that is not part of a transaction, by SQL text with `?`
 * placeholders (unquoted identifiers, booleans as 1/0: the text runs on both
 * databases). The read paths of pages and lists use it instead of the query
 * builder: building, compiling and running a query through knex cost several
 * times what SQLite spent answering it.
 *
 * On SQLite the statement runs at once on a read-only connection of its own
 * (cached prepared statements, no pool round trip): WAL gives it the last
 * committed state, and it does not queue behind a write transaction holding
 * the pool's one connection. The knex `query` events are still emitted, so
 * query counts and traces see these statements. On MySQL/MariaDB it goes
 * through the pool (mysql2 answers [rows, fields]).
 */
export async function readRows<T = any>(sql: string, bindings: unknown[] = []): Promise<T[]> {
  const connection = sqliteReader()
  if (!connection) {
    const result = await db.rawQuery(sql, bindings as any[])
    return db.connection().dialect.name === 'mysql' ? result[0] : result
  }
  const knex = db.connection().getReadClient()
  const traced = knex.listenerCount('query') > 0 || knex.listenerCount('query-response') > 0
  const query = traced ? { sql, bindings, method: 'raw', __knexQueryUid: `read-${++uid}` } : null
  if (query) knex.emit('query', query)
  const rows = connection.prepare(sql).all(...bindings) as T[]
  if (query) knex.emit('query-response', rows, query)
  return rows
}

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

/** A knex `query` event for a statement readRows sends itself, when someone listens (query counts, traces). */
function traceQuery(knex: ReturnType<ReturnType<typeof db.connection>['getReadClient']>, sql: string, bindings: unknown[]) {
  const traced = knex.listenerCount('query') > 0 || knex.listenerCount('query-response') > 0
  const query = traced ? { sql, bindings, method: 'raw', __knexQueryUid: `read-${++uid}` } : null
  if (query) knex.emit('query', query)
  return (rows: unknown[]) => query && knex.emit('query-response', rows, query)
}

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
 * the pool's one connection. On MySQL/MariaDB it goes to a connection of
 * knex's pool through mysql2's own `query` (see mysqlRows). Either way the
 * knex `query` events are still emitted, so query counts and traces see
 * these statements.
 */
export async function readRows<T = any>(sql: string, bindings: unknown[] = []): Promise<T[]> {
  const connection = sqliteReader()
  if (!connection) return db.connection().dialect.name === 'mysql' ? mysqlRows<T>(sql, bindings) : db.rawQuery(sql, bindings as any[])
  const done = traceQuery(db.connection().getReadClient(), sql, bindings)
  const rows = connection.prepare(sql).all(...bindings) as T[]
  done(rows)
  return rows
}

/**
 * A statement on a pooled MySQL/MariaDB connection, sent by mysql2 itself
 * (which formats the bindings as knex would: same driver, same connection
 * options). Lucid's raw query builder and knex's runner around the same
 * call cost Node more than mysql2 did: measured with 10 concurrent
 * statements, ~350 µs of CPU a statement through them against ~140-250 µs
 * straight (docs/performance.md, issue 15), and a cold page sends 5-15.
 */
async function mysqlRows<T>(sql: string, bindings: unknown[]): Promise<T[]> {
  const knex = db.connection().getReadClient()
  const pool = knex.client
  const connection = await pool.acquireConnection()
  try {
    const done = traceQuery(knex, sql, bindings)
    const rows = await new Promise<T[]>((resolve, reject) =>
      connection.query(sql, bindings, (error: Error | null, result: T[]) => (error ? reject(error) : resolve(result)))
    )
    done(rows)
    return rows
  } finally {
    pool.releaseConnection(connection)
  }
}

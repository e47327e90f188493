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

type ReadClient = ReturnType<ReturnType<typeof db.connection>['getReadClient']>

/** A knex `query` event for a statement readRows sends itself, when someone listens (query counts, traces). */
function traceQuery(knex: ReadClient, sql: string, bindings: unknown[]) {
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
 * the pool's one connection. On MySQL/MariaDB it is a prepared statement on
 * a connection of knex's pool (mysqlRows). Either way the knex `query`
 * events are still emitted, so query counts and traces see these statements.
 */
export async function readRows<T = any>(sql: string, bindings: unknown[] = []): Promise<T[]> {
  const connection = sqliteReader()
  const knex = db.connection().getReadClient()
  if (!connection) {
    if (db.connection().dialect.name === 'mysql') return mysqlRows<T>(knex, sql, bindings)
    return db.rawQuery(sql, bindings as any[])
  }
  const done = traceQuery(knex, sql, bindings)
  const rows = connection.prepare(sql).all(...bindings) as T[]
  done(rows)
  return rows
}

/**
 * A statement on a connection of knex's pool, run by mysql2's `execute`: a
 * prepared statement, which mysql2 keeps per connection (up to the
 * connection's maxPreparedStatements, config/database.ts), so MariaDB parses
 * each text once per connection instead of on every request; Lucid's raw
 * query builder and knex's runner around the call are left out.
 * Measured with bench:api --db mysql (1M tracks, 50 connections, cold reads,
 * two alternating pairs, docs/performance.md "Session 23"): a cold search
 * cost MariaDB 11.0-11.4 ms of CPU through knex and 6.5-7.5 ms prepared; a
 * cold album (5 statements) the app 740-780 µs and 570 µs.
 * tests/functional/kernel/mysql_read_rows.spec.ts fails if knex's pool or
 * mysql2's execute change under this.
 */
async function mysqlRows<T>(knex: ReadClient, sql: string, bindings: unknown[]): Promise<T[]> {
  const pool = knex.client
  const connection = await pool.acquireConnection()
  try {
    const done = traceQuery(knex, sql, bindings)
    const rows = await new Promise<T[]>((resolve, reject) =>
      connection.execute(sql, bindings, (error: Error | null, result: T[]) => (error ? reject(error) : resolve(result)))
    )
    done(rows)
    return rows
  } finally {
    pool.releaseConnection(connection)
  }
}

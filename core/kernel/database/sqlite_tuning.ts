import type { Database, Statement } from 'better-sqlite3'
import { stablePlaceholders } from './stable_placeholders.js'
import { noteLocalWrite, writtenTable } from './local_writes.js'

/** 32 MiB of page cache per connection: the default 2 MiB missed on most pages of a large catalogue. */
const PAGE_CACHE_KIB = 32 * 1024

/**
 * No memory map of the database file (SQLite's default). A 2 GiB map (issue
 * 4) saved a read() and a copy per page missing from the page cache, but
 * every page a read touched then counted in the server's RSS for good:
 * 700-830 MB after bench:pages' floods on the 1M-track catalogue, 470-480 MB
 * without it. The OS's page cache still keeps the file in memory, outside
 * our RSS; bench:api's CPU per request showed no difference on a busy
 * machine (docs/performance.md, issue 13).
 */
const MMAP_BYTES = 0

/** What every Cadenza SQLite connection gets: a larger page cache, no memory map and reused statements. */
export function tuneSqliteConnection(connection: Database) {
  connection.pragma(`cache_size = -${PAGE_CACHE_KIB}`)
  connection.pragma(`mmap_size = ${MMAP_BYTES}`)
  const writes = new ConnectionWrites(connection)
  if (!connection.readonly) writers.add(connection)
  countExecAsWrites(connection, writes)
  return cacheStatements(connection, writes)
}

/** This process's connections that may write (the pool's): see otherConnectionsCommitMark. */
const writers = new Set<Database>()

/**
 * A value that changes when a connection other than this process's writing
 * ones commits (another process: an ace command, a second server on the same
 * file): SQLite's `data_version` as seen by each writing connection, which
 * does not move for that connection's own commits. This process's own
 * writes are counted as they run instead (localWriteCount), by table. With
 * no writing connection open yet, `fallback`'s data_version, which moves on
 * every commit, stands in. Null when a connection cannot answer now (busy
 * with an open iterator): the caller counts that as a change.
 */
export function otherConnectionsCommitMark(fallback: Database): string | null {
  try {
    let mark = ''
    for (const connection of writers) {
      if (!connection.open) writers.delete(connection)
      else mark += `${dataVersion(connection)},`
    }
    return mark || `reader ${dataVersion(fallback)}`
  } catch {
    return null
  }
}

function dataVersion(connection: Database) {
  // A prepared statement (the connection keeps it): pragma() would compile it on every call.
  return (connection.prepare('PRAGMA data_version').get() as { data_version: number }).data_version
}

/**
 * Counts the writes of one connection by table (noteLocalWrite). Rows written
 * inside a transaction become visible to the other connections (readRows'
 * reader) only when it ends, and a read between the write and the COMMIT
 * sees the old rows: the statement that ends a transaction counts every
 * table the transaction wrote once more.
 */
class ConnectionWrites {
  #inTransaction = new Set<string | null>()

  constructor(private connection: Database) {}

  wrote(table: string | null) {
    noteLocalWrite(table)
    if (this.connection.inTransaction) this.#inTransaction.add(table)
  }

  /** After COMMIT, ROLLBACK, RELEASE or END (a RELEASE may leave the outer transaction open). */
  endedTransaction() {
    for (const table of this.#inTransaction) noteLocalWrite(table)
    if (!this.connection.inTransaction) this.#inTransaction.clear()
  }
}

/** Statements kept per connection: every hot page's SQL many times over, yet a bounded amount of memory. */
const CACHED_STATEMENTS = 500

/**
 * Makes `prepare` of a better-sqlite3 connection reuse the statements it
 * compiled before, by SQL text (least recently used ones are dropped). Knex
 * prepares every query it runs, and compiling the SQL cost more CPU than
 * running it: a page reads the same few statements with other bindings.
 * SQLite re-prepares a statement on its own when the schema changes, so a
 * kept statement stays valid across migrations. Callers must not change a
 * statement's modes (pluck, raw, expand): the next caller shares it. Knex
 * only sets safeIntegers, and only when a query asks for it; Cadenza's
 * queries never do. Placeholders are written so that a kept statement is not
 * planned again on every run (see stablePlaceholders).
 */
function cacheStatements(connection: Database, writes: ConnectionWrites) {
  const prepare = connection.prepare.bind(connection)
  const statements = new Map<string, Statement>()
  connection.prepare = ((sql: string) => {
    let statement = statements.get(sql)
    if (statement) {
      statements.delete(sql)
    } else {
      const begins = beginsTransaction(sql)
      statement = prepare(begins ? 'BEGIN IMMEDIATE;' : stablePlaceholders(sql))
      if (endsTransaction(sql)) noteRuns(statement, () => writes.endedTransaction())
      // BEGIN IMMEDIATE writes nothing, though better-sqlite3 counts it as a write (it takes the lock).
      else if (!statement.readonly && !begins) {
        const table = writtenTable(sql)
        noteRuns(statement, () => writes.wrote(table))
      }
      if (statements.size >= CACHED_STATEMENTS) statements.delete(statements.keys().next().value!)
    }
    statements.set(sql, statement)
    return statement
  }) as Database['prepare']
  return connection
}

/**
 * Knex opens every transaction with a plain (deferred) `BEGIN`: the write lock
 * is only asked for at the transaction's first write. When another process
 * committed since the transaction's first read, that upgrade fails at once
 * with SQLITE_BUSY, without waiting busy_timeout (the transaction's snapshot
 * is stale). The database queue's pop (read a pending job, then mark it
 * active) hit this with two workers: one of a worker's concurrent pops failed
 * and the job the other had just taken was dropped until stall recovery, a
 * minute later. Such a `BEGIN` is run as `BEGIN IMMEDIATE`, which takes the
 * write lock at the start, waiting for it like any write does
 * (tests/functional/kernel/sqlite_transactions.spec.ts).
 */
function beginsTransaction(sql: string) {
  return /^\s*BEGIN\s*;?\s*$/i.test(sql)
}

/** Statements that end a transaction or a savepoint (better-sqlite3 counts them as read-only). */
function endsTransaction(sql: string) {
  return /^\s*(COMMIT|END|RELEASE|ROLLBACK)\b/i.test(sql)
}

/** Calls `note` after each run of `statement`, once it has returned or thrown (iterate: once the iterator is made; see localWriteCount). */
function noteRuns(statement: Statement, note: () => void) {
  for (const method of ['run', 'all', 'get', 'iterate'] as const) {
    const original = (statement[method] as (...args: unknown[]) => unknown).bind(statement)
    ;(statement as any)[method] = (...args: unknown[]) => {
      try {
        return original(...args)
      } finally {
        note()
      }
    }
  }
}

/**
 * Statements run through exec (migrations, the catalogue generator's BEGIN
 * and COMMIT) count as writes of unknown tables, and may end a transaction.
 */
function countExecAsWrites(connection: Database, writes: ConnectionWrites) {
  const exec = connection.exec.bind(connection)
  connection.exec = ((sql: string) => {
    try {
      return exec(sql)
    } finally {
      writes.wrote(null)
      writes.endedTransaction()
    }
  }) as Database['exec']
}

import type { Database, Statement } from 'better-sqlite3'
import { stablePlaceholders } from './stable_placeholders.js'
import { noteLocalWrite } from './local_writes.js'

/** 32 MiB of page cache per connection: the default 2 MiB missed on most pages of a large catalogue. */
const PAGE_CACHE_KIB = 32 * 1024

/**
 * Reads through a memory map of up to this much of the database file (SQLite
 * caps it at 2 GiB unless built otherwise): a page missing from the page cache
 * is read from the map instead of by a read() system call and a copy, which
 * on a catalogue larger than the cache was a good part of every page's SQL
 * time. Address space only; writes still go through the normal path.
 */
const MMAP_BYTES = 2 ** 31

/** What every Cadenza SQLite connection gets: a larger page cache, memory-mapped reads and reused statements. */
export function tuneSqliteConnection(connection: Database) {
  connection.pragma(`cache_size = -${PAGE_CACHE_KIB}`)
  connection.pragma(`mmap_size = ${MMAP_BYTES}`)
  countExecAsWrites(connection)
  return cacheStatements(connection)
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
function cacheStatements(connection: Database) {
  const prepare = connection.prepare.bind(connection)
  const statements = new Map<string, Statement>()
  connection.prepare = ((sql: string) => {
    let statement = statements.get(sql)
    if (statement) {
      statements.delete(sql)
    } else {
      statement = prepare(stablePlaceholders(sql))
      if (mayWrite(statement, sql)) noteRuns(statement)
      if (statements.size >= CACHED_STATEMENTS) statements.delete(statements.keys().next().value!)
    }
    statements.set(sql, statement)
    return statement
  }) as Database['prepare']
  return connection
}

/** Statements that change the database, and the ones that end a transaction (better-sqlite3 counts those as read-only). */
function mayWrite(statement: Statement, sql: string) {
  return !statement.readonly || /^\s*(COMMIT|END|RELEASE|ROLLBACK)\b/i.test(sql)
}

/** Counts each run of `statement` once it has returned or thrown (iterate: once the iterator is made; see localWriteCount). */
function noteRuns(statement: Statement) {
  for (const method of ['run', 'all', 'get', 'iterate'] as const) {
    const original = (statement[method] as (...args: unknown[]) => unknown).bind(statement)
    ;(statement as any)[method] = (...args: unknown[]) => {
      try {
        return original(...args)
      } finally {
        noteLocalWrite()
      }
    }
  }
}

/** Statements run through exec (migrations, the catalogue generator's BEGIN and COMMIT) are counted as writes. */
function countExecAsWrites(connection: Database) {
  const exec = connection.exec.bind(connection)
  connection.exec = ((sql: string) => {
    try {
      return exec(sql)
    } finally {
      noteLocalWrite()
    }
  }) as Database['exec']
}

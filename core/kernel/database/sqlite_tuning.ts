import type { Database, Statement } from 'better-sqlite3'
import { stablePlaceholders } from './stable_placeholders.js'

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
      statement = prepare(beginsTransaction(sql) ? 'BEGIN IMMEDIATE;' : stablePlaceholders(sql))
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

let count = 0

/**
 * How many statements that may have changed the database this process has
 * run on its SQLite connections (writes, and the COMMIT that makes them
 * visible): the read caches re-check SQLite's data_version whenever it
 * moves, however recently they checked.
 */
export function localWriteCount() {
  return count
}

/** Called after each such statement (core/kernel/database/sqlite_tuning.ts). */
export function noteLocalWrite() {
  count++
}

/**
 * Activity tables: tables written on nearly every request that few reads
 * depend on (the play history, rate-limit counters, when each signed-in
 * browser was last active), declared by the modules that own them (the
 * manifest's `activityTables`). A write to one of them counts only for the
 * read caches that say they read it (ReadCache's `reads`); every other
 * write counts for every cache. Without this, a site recording plays all
 * the time would empty every cache on every play.
 */
let activityTables: ReadonlySet<string> = new Set()

/** Writes to tables that are not activity tables, and statements whose table is unknown. */
let otherWrites = 0
const activityWrites = new Map<string, number>()

/** Set once at boot from the enabled modules' manifests (KernelProvider). */
export function setActivityTables(tables: Iterable<string>) {
  activityTables = new Set(tables)
}

/**
 * How many statements that may have changed what a read of `reads` (the
 * activity tables it reads) sees this process has run on its SQLite
 * connections: every write but those to other activity tables. The read
 * caches drop what they hold when it moves.
 */
export function localWriteCount(reads: readonly string[] = []) {
  let count = otherWrites
  for (const table of reads) count += activityWrites.get(table) ?? 0
  return count
}

/**
 * Called after each statement that may have changed the database, with the
 * one table it wrote, or null when that is not known (DDL, exec, a CTE):
 * null counts for every cache (core/kernel/database/sqlite_tuning.ts).
 */
export function noteLocalWrite(table: string | null) {
  if (table !== null && activityTables.has(table)) activityWrites.set(table, (activityWrites.get(table) ?? 0) + 1)
  else otherWrites++
}

/**
 * The table an INSERT, REPLACE, UPDATE or DELETE statement writes (as knex
 * and hand-written SQL spell them: `insert into \`plays\``, `UPDATE tracks`),
 * or null for any other statement. A statement also changes what its
 * triggers and foreign-key actions touch: activity tables have neither
 * (a test checks), and any other table counts for every cache anyway.
 */
export function writtenTable(sql: string): string | null {
  const match = WRITE_TARGET.exec(sql)
  return match ? match[1].toLowerCase() : null
}

const WRITE_TARGET = /^\s*(?:insert(?:\s+or\s+\w+)?\s+into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+[`"[]?(\w+)[`"\]]?(?:\s|\(|$)/i

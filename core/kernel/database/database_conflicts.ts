/**
 * What the database says when two requests meet: the second row with the same
 * unique value, or a transaction chosen as a deadlock's victim (MariaDB) or kept
 * waiting past the lock timeout. Code that expects a race checks for it where it
 * happens (a taken slug, a duplicate webhook); one nobody foresaw still reaches
 * the client as a 409 or a 503 "try again" (exception_handler.ts), never a 500.
 */
const UNIQUE_VIOLATIONS = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY'])
const LOCK_CONFLICTS = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED'])

function codeOf(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : ''
}

/** Whether the database refused a second row with the same unique value. */
export function isUniqueViolation(error: unknown) {
  return UNIQUE_VIOLATIONS.has(codeOf(error))
}

/** Whether the statement lost a race for locks and would succeed if tried again. */
export function isLockConflict(error: unknown) {
  return LOCK_CONFLICTS.has(codeOf(error))
}

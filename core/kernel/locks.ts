import lock from '@adonisjs/lock/services/main'
import type { LockDefinition } from './contract.js'

/** The locks the enabled modules declare (manifest `locks`), by name; learned at boot (kernel_provider.ts). */
let declaredLocks: ReadonlyMap<string, LockDefinition> = new Map()

export function setDeclaredLocks(locks: LockDefinition[]) {
  declaredLocks = new Map(locks.map((definition) => [definition.name, definition]))
}

/**
 * A lock of @adonisjs/lock (config/lock.ts: the database's `locks` table, or
 * Redis) that one of the enabled modules declares, taken by the module's
 * typed constant: `moduleLock(PLAY_COUNTS_LOCK).runImmediately(work)`. Its
 * ttl is the declared one. Refuses a lock no manifest declares, so every
 * lock the platform takes is listed by `node ace plugins:list` and its name
 * is checked once, at boot, for its namespace and uniqueness.
 *
 * `key` makes one lock of the kind per resource (`moduleLock(TUS_UPLOAD_LOCK,
 * uploadId)` is held as `files.tus_upload:<uploadId>`): a declared kind of
 * lock, many things locked, each on its own.
 */
export function moduleLock(definition: LockDefinition, key?: string) {
  const declared = declaredLocks.get(definition.name)
  if (!declared) throw new Error(`The lock "${definition.name}" is not declared in the locks of an enabled module's manifest`)
  return lock.createLock(key === undefined ? declared.name : `${declared.name}:${key}`, declared.ttl)
}

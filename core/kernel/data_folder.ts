import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs'
import { dirname } from 'node:path'
import { dataPath, sqlitePath } from './paths.js'

const OWNER_ONLY_FOLDER = 0o700
const OWNER_ONLY_FILE = 0o600

/**
 * The data folder holds the database and the APP_KEY: nobody but the
 * account running Cadenza may read it. It is created 0700, and the SQLite
 * database 0600 before SQLite opens it, because SQLite gives its -wal and
 * -shm files the database file's mode. Installs made before this are
 * tightened on their next start.
 */
export function secureDataFolder() {
  mkdirSync(dataPath(), { recursive: true, mode: OWNER_ONLY_FOLDER })
  ownerOnly(dataPath(), OWNER_ONLY_FOLDER)
  if ((process.env.DB_CONNECTION || 'sqlite') !== 'sqlite') return
  const database = sqlitePath()
  // SQLITE_PATH may point elsewhere: its folder is created private, but an existing one is not ours to change.
  mkdirSync(dirname(database), { recursive: true, mode: OWNER_ONLY_FOLDER })
  if (!existsSync(database)) closeSync(openSync(database, 'a', OWNER_ONLY_FILE))
  for (const file of [database, `${database}-wal`, `${database}-shm`]) {
    if (existsSync(file)) ownerOnly(file, OWNER_ONLY_FILE)
  }
}

/**
 * Tightens an existing folder or file. One owned by another account (a
 * mounted volume, say) cannot be changed by this one: that is said, and the
 * start goes on as before.
 */
export function ownerOnly(path: string, mode: number) {
  try {
    chmodSync(path, mode)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error
    console.warn(
      `Cadenza could not make ${path} private to its owner (mode ${mode.toString(8)}): it belongs to another account.`
    )
  }
}

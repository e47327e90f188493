import { isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Absolute path of the project root. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** Resolves a path given relative to the project root (absolute paths pass through). */
export function fromRoot(path: string) {
  return isAbsolute(path) ? path : resolve(PROJECT_ROOT, path)
}

/**
 * The data folder holds everything an installation writes: the SQLite
 * database, the generated APP_KEY and uploaded files. DATA_DIR moves it.
 */
export function dataPath(...segments: string[]) {
  return join(fromRoot(process.env.DATA_DIR || 'data'), ...segments)
}

/** The SQLite database file: SQLITE_PATH, else cadenza.sqlite in the data folder. */
export function sqlitePath() {
  return process.env.SQLITE_PATH ? fromRoot(process.env.SQLITE_PATH) : dataPath('cadenza.sqlite')
}

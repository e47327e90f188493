import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { dataPath } from './paths.js'

/**
 * Makes APP_KEY available without any .env editing: when the environment does
 * not set it, the key stored in the data folder is used, and generated there
 * (readable by the owner only) on the very first start.
 */
export function ensureAppKey() {
  if (process.env.APP_KEY) return
  const keyFile = dataPath('app-key')
  if (!existsSync(keyFile)) {
    mkdirSync(dirname(keyFile), { recursive: true })
    writeFileSync(keyFile, randomBytes(32).toString('base64url'), { mode: 0o600 })
  }
  process.env.APP_KEY = readFileSync(keyFile, 'utf8').trim()
}

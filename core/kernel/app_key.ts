import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { ownerOnly } from './data_folder.js'
import { dataPath } from './paths.js'

/**
 * Makes APP_KEY available without any .env editing: when the environment does
 * not set it, the key stored in the data folder is used, and generated there
 * (readable by the owner only, in the data folder secureDataFolder made) on
 * the very first start.
 */
export function ensureAppKey() {
  if (process.env.APP_KEY) return
  const keyFile = dataPath('app-key')
  if (existsSync(keyFile)) ownerOnly(keyFile, 0o600)
  else writeFileSync(keyFile, randomBytes(32).toString('base64url'), { mode: 0o600 })
  process.env.APP_KEY = readFileSync(keyFile, 'utf8').trim()
}

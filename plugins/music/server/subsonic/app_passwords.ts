import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import string from '@adonisjs/core/helpers/string'
import { sqlNow, toIso } from '../services/shared/time.js'
import { lastUsedMarker } from './last_used.js'
import type { AppPassword, CreatedAppPassword } from '../../shared/api_types.js'

/**
 * App passwords: one random password per Subsonic app or device, made in
 * account settings and shown once. Subsonic's token scheme (t = md5(password
 * + salt)) needs the clear password on the server, so these are stored
 * encrypted with the app key, never the account password.
 */
const TABLE = 'subsonic_app_passwords'
const PURPOSE = 'subsonic-app-password'
/** 24 characters of [A-Za-z0-9_-]: ~140 bits, typed once into an app. */
const PASSWORD_LENGTH = 24

function toSummary(row: any): AppPassword {
  return { id: row.id, name: row.name, created_at: toIso(row.created_at)!, last_used_at: toIso(row.last_used_at) }
}

export async function listAppPasswords(userId: number): Promise<AppPassword[]> {
  const rows = await db.from(TABLE).select('id', 'name', 'created_at', 'last_used_at').where('user_id', userId).orderBy('id', 'desc')
  return rows.map(toSummary)
}

/** Makes an app password; the clear password is in this answer only. */
export async function createAppPassword(userId: number, name: string): Promise<CreatedAppPassword> {
  const password = string.random(PASSWORD_LENGTH)
  const createdAt = sqlNow()
  const [id] = await db.transaction(async (trx) =>
    trx.table(TABLE).insert({ user_id: userId, name, secret: encryption.encrypt(password, undefined, PURPOSE), created_at: createdAt })
  )
  return { id: Number(id), name, created_at: toIso(createdAt)!, last_used_at: null, password }
}

/** Revokes one of the user's app passwords. False when they have none with this id. */
export async function revokeAppPassword(userId: number, id: number): Promise<boolean> {
  const deleted = await db.transaction((trx) => trx.from(TABLE).where('id', id).where('user_id', userId).delete())
  return Number(deleted) > 0
}

/** An app password as sign-in checks it: still encrypted, with when it was last marked used. */
export interface StoredAppPassword {
  id: number
  secret: string
  lastUsedAt: number
}

/** The user's app passwords, for sign-in to check (see findMatchingAppPassword). */
export async function storedAppPasswords(userId: number): Promise<StoredAppPassword[]> {
  const rows = await db.from(TABLE).select('id', 'secret', 'last_used_at').where('user_id', userId)
  return rows.map((row) => ({ id: row.id, secret: row.secret, lastUsedAt: row.last_used_at ? new Date(toIso(row.last_used_at)!).getTime() : 0 }))
}

const markUsed = lastUsedMarker(TABLE)

/**
 * The id of the app password among `stored` that `matches` (a check of the
 * clear password: plain comparison or the salted token), else null. Marks it
 * used. `stored` may come from a cache: the passwords are decrypted here, per
 * request, so that no clear password stays in memory.
 */
export async function findMatchingAppPassword(stored: StoredAppPassword[], matches: (password: string) => boolean): Promise<number | null> {
  for (const candidate of stored) {
    const password = encryption.decrypt<string>(candidate.secret, PURPOSE)
    if (password === null || !matches(password)) continue
    await markUsed(candidate.id, candidate.lastUsedAt)
    return candidate.id
  }
  return null
}


import { randomUUID } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { ApiResponse } from '@japa/api-client'
import { CookieSession, setCookieLines } from '#tests/helpers/cookie_session'
import { seedDemoAdmin } from '#core/accounts/server/seeders/first_admin_seeder'
import { DEMO_ADMIN } from '#core/accounts/server/services/demo_credentials'
import { saveSettings } from '#tests/helpers/site_settings'

export { FACTORY_PASSWORD as PASSWORD } from '#database/factories/user_factory'
/** Saves site settings; resolves a function restoring the previous values. */
export const withSettings = saveSettings

/** A unique address, so tests never share accounts or rate-limit counters. */
export function uniqueEmail(prefix = 'signin') {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`
}

/** POST auth/login from a fresh browser (or the one given). */
export async function login(
  email: string,
  password: string,
  options: {
    session?: CookieSession
    json?: Record<string, unknown>
    headers?: Record<string, string>
  } = {}
) {
  const session = options.session ?? (await new CookieSession().start())
  const response = await session
    .post('/auth/login')
    .json({ email, password, ...options.json })
    .headers(options.headers ?? {})
  return { session, response }
}

/** Whether the browser is signed in, as the API sees it. */
export async function isSignedIn(session: CookieSession) {
  const status = (await session.get('/api/v1/user-sessions')).status()
  if (status !== 200 && status !== 401) throw new Error(`unexpected status ${status}`)
  return status === 200
}

/**
 * Stores settings for one test and returns a function restoring the previous
 * values (the store keeps one copy per process, so later tests see them).
 */

/**
 * A group's each-setup: the demo admin as demo mode seeds it (demo.* settings
 * stored); the returned cleanup deletes the account and restores the settings.
 */
export async function withDemoAdmin() {
  const restore = await saveSettings({
    'demo.enabled': false,
    'demo.email': null,
    'demo.password': null,
  })
  await seedDemoAdmin(await app.container.make('cadenza.host'))
  return async () => {
    await db.from('users').where('email', DEMO_ADMIN.email).delete()
    await restore()
  }
}

export function sessionRowsOf(userId: number) {
  return db.from('user_sessions').where('user_id', userId).orderBy('id')
}

export function rememberTokensOf(userId: number) {
  return db.from('remember_me_tokens').where('tokenable_id', userId).orderBy('id')
}

/** The attributes of a Set-Cookie line for `name`, lower-cased, or undefined. */
export function setCookieAttributes(response: ApiResponse, name: string) {
  const line = setCookieLines(response).find((candidate) => candidate.startsWith(`${name}=`))
  if (!line) return undefined
  const [pair, ...attributes] = line.split(';').map((part) => part.trim())
  return {
    value: pair.slice(name.length + 1),
    attributes: attributes.map((attribute) => attribute.toLowerCase()),
  }
}

import hash from '@adonisjs/core/services/hash'
import User from '../models/user.js'

/**
 * The demo admin of a demo site (DEMO_MODE): fixed, published credentials
 * that the login form fills in. A production install never gets them: its
 * first admin has a random password (first_admin_seeder.ts).
 */
export const DEMO_ADMIN = { email: 'admin@cadenza.test', password: 'cadenza-demo' }

/** Verdicts by stored hash: a changed password has a new hash, so a change is seen at once. */
const verdicts = new Map<string, boolean>()
const MAX_VERDICTS = 100

async function passwordMatches(storedHash: string, password: string) {
  const key = `${storedHash}\n${password}`
  let verdict = verdicts.get(key)
  if (verdict === undefined) {
    verdict = await hash.use('scrypt').verify(storedHash, password)
    if (verdicts.size >= MAX_VERDICTS) verdicts.clear()
    verdicts.set(key, verdict)
  }
  return verdict
}

/**
 * Whether a published credential still signs someone in: the fixed demo
 * admin, or the login form's demo email and password (settings demo.email,
 * demo.password). Admins are warned while it does.
 */
export async function publishedCredentialWorks(settings: { get<T>(key: string, fallback?: T): T }) {
  const published = [DEMO_ADMIN]
  const email = settings.get<unknown>('demo.email', null)
  const password = settings.get<unknown>('demo.password', null)
  if (typeof email === 'string' && typeof password === 'string' && email && password) {
    published.push({ email: email.toLowerCase(), password })
  }
  const users = await User.query().whereIn('email', [
    ...new Set(published.map((credential) => credential.email)),
  ])
  for (const credential of published) {
    const user = users.find((candidate) => candidate.email === credential.email)
    if (user?.password && (await passwordMatches(user.password, credential.password))) return true
  }
  return false
}

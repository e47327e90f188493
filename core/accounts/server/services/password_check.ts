import limiter from '@adonisjs/limiter/services/main'
import hash from '@adonisjs/core/services/hash'
import type { HttpContext } from '@adonisjs/core/http'
import type User from '../models/user.js'
import { consumeOrWait } from '#core/kernel/rate_limits'

/**
 * Every check of a known account's password outside the login (confirming
 * it, changing it, signing out other browsers, connecting a social
 * identity) shares this one limit per account: someone holding an
 * unattended session, an API token or a replayed cookie must not guess at
 * leisure by spreading guesses over several endpoints. Five checks within
 * 15 minutes without a right password block them for 15 minutes; a right
 * one resets the count.
 */
const checks = limiter.use({ requests: 5, duration: '15 mins', blockDuration: '15 mins' })

const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again in :seconds seconds.'

export type PasswordCheck = 'right' | 'wrong' | { waitSeconds: number }

/** Checks a person's password against the shared limit (social-only accounts have none: always wrong). */
export async function checkPassword(user: User, password: string): Promise<PasswordCheck> {
  const key = `password_check:${user.id}`
  // Counted before the hash is checked, so a burst of parallel guesses cannot slip past.
  const waitSeconds = await consumeOrWait(checks, key)
  if (waitSeconds) return { waitSeconds }
  if (!user.password || !(await hash.use('scrypt').verify(user.password, password))) return 'wrong'
  await checks.delete(key)
  return 'right'
}

/** The 429 answer of a check refused by the limit. */
export function refuseThrottledCheck(response: HttpContext['response'], waitSeconds: number) {
  response.header('Retry-After', String(waitSeconds))
  return response.tooManyRequests({
    message: TOO_MANY_ATTEMPTS.replace(':seconds', String(waitSeconds)),
  })
}

/** Lets the account's password be checked again at once (after a password reset). */
export async function clearPasswordChecks(userId: number) {
  await checks.delete(`password_check:${userId}`)
}

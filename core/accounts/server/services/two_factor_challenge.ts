import type { HttpContext } from '@adonisjs/core/http'
import { recordFailure } from './session_attempts.js'

type Session = HttpContext['session']

/** Written by the login flow when the password was right and a second factor is due. */
const PENDING_KEY = 'auth.two_factor_pending'
const ATTEMPTS_KEY = 'auth.two_factor_attempts'

/** Wrong codes allowed per password login; then the person must log in again. */
export const MAX_CHALLENGE_ATTEMPTS = 5

export interface PendingChallenge {
  userId: number
  remember: boolean
}

/** The login waiting for its second factor, or null when there is none or it expired. */
export function pendingChallenge(session: Session): PendingChallenge | null {
  const pending = session.get(PENDING_KEY) as
    { userId?: unknown; remember?: unknown; expiresAt?: unknown } | undefined
  if (!pending || typeof pending.userId !== 'number') return null
  const expiresAt = new Date(pending.expiresAt as number | string).getTime()
  if (!(expiresAt > Date.now())) {
    endChallenge(session)
    return null
  }
  return { userId: pending.userId, remember: pending.remember === true }
}

/** Counts a wrong code; returns true when the attempts are used up (the challenge is then gone). */
export function recordFailedAttempt(session: Session): boolean {
  const exhausted = recordFailure(session, ATTEMPTS_KEY, MAX_CHALLENGE_ATTEMPTS)
  if (exhausted) endChallenge(session)
  return exhausted
}

export function endChallenge(session: Session) {
  session.forget(PENDING_KEY)
  session.forget(ATTEMPTS_KEY)
}

import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import type User from '../models/user.js'
import { PendingStep } from './pending_step.js'
import { AttemptLimits } from './attempt_limits.js'

type Session = HttpContext['session']

/** Written when the password was right and a second factor is due. */
const PENDING_KEY = 'auth.two_factor_pending'
const CHALLENGE_WINDOW_MS = 5 * 60 * 1000

/** Codes allowed per password login; then the person must log in again. */
const MAX_CHALLENGE_ATTEMPTS = 5

/**
 * The challenge's attempts and its one use are counted on the server by its
 * id, so replaying a session cookie from just after the password step
 * brings back neither (see PendingStep).
 */
const challenges = new PendingStep('two_factor', {
  maxAnswers: MAX_CHALLENGE_ATTEMPTS,
  lifetime: '5 mins',
})

/**
 * Wrong codes across challenges: someone who knows the password may log in
 * again and again for fresh challenges (the password step allows 5 a
 * minute), so codes are limited per account and per IP address as well.
 */
const perAccount = limiter.use({ requests: 10, duration: '15 mins' })
const perIp = limiter.use({ requests: 30, duration: '15 mins' })

export interface PendingChallenge {
  id: string
  userId: number
  remember: boolean
}

/** Called by the login once the password was right for an account with two-factor on. */
export function startChallenge(session: Session, user: User, remember: boolean) {
  session.put(PENDING_KEY, {
    id: PendingStep.newId(),
    userId: user.id,
    remember,
    expiresAt: Date.now() + CHALLENGE_WINDOW_MS,
  })
}

/** The login waiting for its second factor, or null when there is none or it expired. */
export function pendingChallenge(session: Session): PendingChallenge | null {
  const pending = session.get(PENDING_KEY) as
    { id?: unknown; userId?: unknown; remember?: unknown; expiresAt?: unknown } | undefined
  if (!pending || typeof pending.userId !== 'number' || typeof pending.id !== 'string') return null
  const expiresAt = new Date(pending.expiresAt as number | string).getTime()
  if (!(expiresAt > Date.now())) {
    endChallenge(session)
    return null
  }
  return { id: pending.id, userId: pending.userId, remember: pending.remember === true }
}

/** What the server's counters say about one more code for a pending challenge. */
type CodeAdmission =
  | { admitted: true; lastOne: boolean; limits: AttemptLimits }
  | { admitted: false; reason: 'completed' | 'used_up'; waitSeconds: number }

/**
 * Counts a code before it is checked: against the challenge (5), the
 * account and the IP address. A completed challenge takes no more codes.
 */
export async function admitCode(challenge: PendingChallenge, ip: string): Promise<CodeAdmission> {
  const step = await challenges.admitAnswer(challenge.id)
  if (!step.admitted) return { ...step, waitSeconds: CHALLENGE_WINDOW_MS / 1000 }
  const limits = new AttemptLimits([
    { limit: perAccount, key: `two_factor_account:${challenge.userId}` },
    { limit: perIp, key: `two_factor_ip:${ip}` },
  ])
  const waitSeconds = await limits.hit()
  if (waitSeconds) return { admitted: false, reason: 'used_up', waitSeconds }
  return { admitted: true, lastOne: step.lastOne, limits }
}

/** Uses the challenge up. False when a parallel request completed it first. */
export function completeChallenge(challenge: PendingChallenge) {
  return challenges.complete(challenge.id)
}

export function endChallenge(session: Session) {
  session.forget(PENDING_KEY)
}

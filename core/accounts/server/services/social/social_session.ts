import type { HttpContext } from '@adonisjs/core/http'
import { PendingStep } from '../pending_step.js'
import type { SocialService } from './social_settings.js'
import type { SocialIdentity } from './social_accounts.js'

type Session = HttpContext['session']

/** What the popup was opened for: signing in, or linking a provider to the signed-in account. */
export interface SocialIntent {
  service: SocialService
  mode: 'login' | 'connect'
  userId?: number
}

/**
 * A provider identity whose email belongs to an existing account that is
 * not linked to it yet: kept until the person proves the account is theirs
 * with its password (POST secure/auth/social/connect). Tokens are left out:
 * the session may live in a size-limited cookie.
 */
export interface PendingSocialProfile {
  /** Its attempts and its one use are counted on the server under this id (PendingStep). */
  id: string
  identity: Pick<SocialIdentity, 'service' | 'id' | 'email' | 'name' | 'username'>
  userId: number
  expiresAt: number
}

const INTENT_KEY = 'auth.social_intent'
const PENDING_KEY = 'auth.social_pending'
const PENDING_TTL_MS = 10 * 60 * 1000
/** Passwords allowed for one pending profile before it is dropped. */
const MAX_CONNECT_ATTEMPTS = 5

/** The password answers of pending profiles, counted on the server (a replayed cookie resets nothing). */
export const pendingConnects = new PendingStep('social_connect', {
  maxAnswers: MAX_CONNECT_ATTEMPTS,
  lifetime: '10 mins',
})

export function rememberIntent(session: Session, intent: SocialIntent) {
  session.put(INTENT_KEY, intent)
}

/** The intent of the popup that is finishing; read once. */
export function takeIntent(session: Session): SocialIntent | null {
  return (session.pull(INTENT_KEY) as SocialIntent | undefined) ?? null
}

export function rememberPendingProfile(session: Session, identity: SocialIdentity, userId: number) {
  const { service, id, email, name, username } = identity
  session.put(PENDING_KEY, {
    id: PendingStep.newId(),
    identity: { service, id, email, name, username },
    userId,
    expiresAt: Date.now() + PENDING_TTL_MS,
  } satisfies PendingSocialProfile)
}

export function pendingProfile(session: Session): PendingSocialProfile | null {
  const pending = session.get(PENDING_KEY) as PendingSocialProfile | undefined
  if (!pending || typeof pending.id !== 'string' || !(pending.expiresAt > Date.now())) {
    forgetPendingProfile(session)
    return null
  }
  return pending
}

export function forgetPendingProfile(session: Session) {
  session.forget(PENDING_KEY)
}

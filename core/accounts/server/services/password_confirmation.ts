import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type User from '#core/accounts/server/models/user'
import { PASSWORD_CONFIRMATION_REQUIRED } from '#core/kernel/http/guards'

/** Spec section 9: a confirmed password unlocks sensitive actions for 9000 s. */
export const PASSWORD_CONFIRMATION_SECONDS = 9000

export { PASSWORD_CONFIRMATION_REQUIRED }
export const WRONG_PASSWORD = 'The provided password was incorrect.'

const SESSION_KEY = 'auth.password_confirmed'

type Session = HttpContext['session']

interface Confirmation {
  userId: number
  /** Epoch milliseconds. */
  at: number
}

/** Remembers in the session that this person just typed their password. */
export function markPasswordConfirmed(session: Session, user: User) {
  session.put(SESSION_KEY, { userId: user.id, at: Date.now() } satisfies Confirmation)
}

/**
 * Whether this person confirmed their password within the last `seconds`.
 * The user id is part of the record so a confirmation never carries over to
 * another account signed in later in the same browser.
 */
export function passwordConfirmedWithin(
  session: Session,
  user: User,
  seconds = PASSWORD_CONFIRMATION_SECONDS
): boolean {
  const confirmation = session.get(SESSION_KEY) as Confirmation | undefined
  if (!confirmation || confirmation.userId !== user.id) return false
  return Date.now() - confirmation.at < Math.min(seconds, PASSWORD_CONFIRMATION_SECONDS) * 1000
}

/**
 * Route guard for sensitive actions (enable/disable/confirm two-factor,
 * regenerate recovery codes, delete account, create an API token). Answers
 * 423 Locked with
 * `{message: 'Password confirmation required.'}` when the password was not
 * confirmed recently: the client then asks for it (POST
 * auth/user/confirm-password) and retries. Runs after a signed-in guard; a
 * guest gets 401.
 */
export function requirePasswordConfirmation() {
  return async function passwordConfirmationGuard(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.user as User | undefined
    if (!user) return ctx.response.unauthorized({ message: 'You need to be logged in to do that.' })
    if (!passwordConfirmedWithin(ctx.session, user)) {
      return ctx.response.status(423).send({ message: PASSWORD_CONFIRMATION_REQUIRED })
    }
    return next()
  }
}

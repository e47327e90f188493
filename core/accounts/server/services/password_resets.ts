import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { appUrl } from '#config/app'
import User from '../models/user.js'
import PasswordResetToken from '../models/password_reset_token.js'
import { queueMail } from '../mail/send_mail_job.js'
import { passwordResetMessage } from '../mail/sign_in_messages.js'
import { SessionTracker } from './session_tracker.js'
import { endApiTokens } from './api_tokens.js'
import { LoginThrottle } from './login_throttle.js'
import { clearPasswordChecks } from './password_check.js'
import { digestsMatch, randomToken, sha256 } from './secrets.js'

export const RESET_TOKEN_MINUTES = 60
const RESET_TOKEN_LENGTH = 64
/** One reset email per account per minute: enough for a person, useless for flooding an inbox. */
const RESEND_INTERVAL_MS = 60_000

/**
 * Password reset by emailed link: a random 64-character token, stored as a
 * SHA-256 digest, valid 60 minutes, usable once, compared in constant time.
 * A new request replaces the previous token.
 */
export class PasswordResets {
  #sessions = new SessionTracker()

  /**
   * Emails a reset link when the address belongs to an account. Meant to run
   * after the response is sent (see requestInBackground): the reply to the
   * visitor is the same, and takes the same time, whether or not it does.
   */
  async request(email: string, siteName: string) {
    const user = await User.findBy('email', email)
    if (!user) return
    const latest = await PasswordResetToken.query()
      .where('userId', user.id)
      .orderBy('id', 'desc')
      .first()
    if (latest && Date.now() - latest.createdAt.toMillis() < RESEND_INTERVAL_MS) return

    const token = randomToken(RESET_TOKEN_LENGTH)
    await db.transaction(async (trx) => {
      await PasswordResetToken.query({ client: trx }).where('userId', user.id).delete()
      await PasswordResetToken.create(
        {
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt: DateTime.now().plus({ minutes: RESET_TOKEN_MINUTES }),
        },
        { client: trx }
      )
    })
    const link = `${appUrl.replace(/\/$/, '')}/password/reset/${token}?email=${encodeURIComponent(user.email)}`
    await queueMail(
      passwordResetMessage({ to: user.email, link, siteName, validMinutes: RESET_TOKEN_MINUTES }),
      siteName
    )
  }

  requestInBackground(email: string, siteName: string) {
    this.request(email, siteName).catch((error) =>
      logger.error({ err: error }, 'password reset request failed')
    )
  }

  /**
   * Sets a new password when the token is valid for the address; every token
   * of the account is used up, every browser signed in to it signed out, its
   * API tokens ended and its login lockout lifted.
   * Returns false for an unknown address or a wrong, expired or used token.
   */
  async reset(email: string, token: string, password: string): Promise<boolean> {
    const user = await User.findBy('email', email)
    if (!user) return false
    const candidates = await PasswordResetToken.query().where('userId', user.id)
    const digest = sha256(token)
    const now = DateTime.now()
    const match = candidates.find(
      (candidate) => candidate.expiresAt > now && digestsMatch(candidate.tokenHash, digest)
    )
    if (!match) return false

    const done = await db.transaction(async (trx) => {
      // Only the request that deletes the token may use it.
      const used = await PasswordResetToken.query({ client: trx }).where('id', match.id).delete()
      if (!Number(Array.isArray(used) ? used[0] : used)) return false
      await PasswordResetToken.query({ client: trx }).where('userId', user.id).delete()
      user.useTransaction(trx)
      user.password = password
      await user.save()
      await this.#sessions.endAll(user.id, trx)
      await endApiTokens(user.id, trx)
      return true
    })
    // Whoever proved they own the address gets in again at once: a lockout
    // someone else caused by guessing must not outlast the reset.
    if (done) {
      await LoginThrottle.clearAccount(user.email)
      await clearPasswordChecks(user.id)
    }
    return done
  }
}

import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '../models/user.js'
import EmailVerificationCode from '../models/email_verification_code.js'
import { queueMail } from '../mail/send_mail_job.js'
import { verificationCodeMessage } from '../mail/sign_in_messages.js'
import { digestsMatch, keyedDigest, randomDigits } from './secrets.js'

/** Spec section 9: verification codes have 6 digits. */
export const VERIFICATION_CODE_LENGTH = 6
export const VERIFICATION_CODE_MINUTES = 30
/** Wrong guesses a code survives; then a new code must be requested. */
export const MAX_VERIFICATION_ATTEMPTS = 5

export type VerificationResult = 'verified' | 'invalid' | 'expired' | 'exhausted'

/**
 * Email verification by one-time code: 6 random digits, stored as a keyed
 * digest, valid 30 minutes, usable once, at most 5 guesses, compared in
 * constant time. A new code replaces the previous one.
 */
export class EmailVerification {
  /** Issues a fresh code and queues the email carrying it. */
  async send(user: User, siteName: string) {
    const code = randomDigits(VERIFICATION_CODE_LENGTH)
    await db.transaction(async (trx) => {
      await EmailVerificationCode.query({ client: trx }).where('userId', user.id).delete()
      await EmailVerificationCode.create(
        {
          userId: user.id,
          codeHash: keyedDigest(code),
          attempts: 0,
          expiresAt: DateTime.now().plus({ minutes: VERIFICATION_CODE_MINUTES }),
        },
        { client: trx }
      )
    })
    await queueMail(
      verificationCodeMessage({
        to: user.email,
        code,
        siteName,
        validMinutes: VERIFICATION_CODE_MINUTES,
      }),
      siteName
    )
  }

  /** Checks a code; a right one marks the email verified and is used up. */
  async verify(user: User, code: string): Promise<VerificationResult> {
    const issued = await EmailVerificationCode.query()
      .where('userId', user.id)
      .orderBy('id', 'desc')
      .first()
    if (!issued) return 'invalid'
    if (issued.expiresAt <= DateTime.now()) return 'expired'

    // The guess is counted before it is compared, atomically, so parallel guesses cannot exceed the limit.
    const counted = await db
      .from('email_verification_codes')
      .where('id', issued.id)
      .where('attempts', '<', MAX_VERIFICATION_ATTEMPTS)
      .increment('attempts', 1)
    if (!affectedRows(counted)) return 'exhausted'
    if (!digestsMatch(issued.codeHash, keyedDigest(code))) return 'invalid'

    await db.transaction(async (trx) => {
      const used = await trx.from('email_verification_codes').where('id', issued.id).delete()
      // Another request already used this code: nothing more to do.
      if (!affectedRows(used)) return
      const account = await User.query({ client: trx }).where('id', user.id).firstOrFail()
      account.emailVerifiedAt ??= DateTime.now()
      await account.save()
    })
    return 'verified'
  }
}

/** Rows changed by an update or delete (the drivers answer a number or a one-item array). */
function affectedRows(result: unknown): number {
  return Number(Array.isArray(result) ? result[0] : result) || 0
}

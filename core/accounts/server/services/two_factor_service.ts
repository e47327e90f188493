import QRCode from 'qrcode'
import { DateTime } from 'luxon'
import { Exception } from '@adonisjs/core/exceptions'
import { Secret, TOTP } from 'otpauth'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import encryption from '@adonisjs/core/services/encryption'
import type User from '#core/accounts/server/models/user'
import { findRecoveryCode, generateRecoveryCodes, hashRecoveryCode } from './recovery_codes.js'

/** Encryption purpose: a secret encrypted for something else never decrypts as this. */
const SECRET_PURPOSE = 'two_factor_secret'
const PERIOD_SECONDS = 30
/** Accept the previous and next 30 s window too, for clocks that drift a little. */
const WINDOW = 1

/** A transition the current state does not allow; answered as 409 `{message}` by the exception handler. */
export class TwoFactorStateError extends Exception {
  static status = 409
}

/**
 * Two-factor authentication with time-based codes (TOTP) and recovery codes
 * (spec section 4): disabled -> awaiting confirmation (enable) -> enabled
 * (confirm with a code); disable from either. The secret is stored encrypted
 * with the app key, recovery codes as digests.
 */
export class TwoFactorService {
  /** Starts (or restarts) setup: a new secret and new codes, not yet confirmed. Returns the plain codes. */
  async enable(user: User): Promise<string[]> {
    if (user.twoFactorConfirmedAt)
      throw new TwoFactorStateError('Two-factor authentication is already enabled.')
    const codes = generateRecoveryCodes()
    user.merge({
      twoFactorSecret: encryption.encrypt(
        new Secret({ size: 20 }).base32,
        undefined,
        SECRET_PURPOSE
      ),
      twoFactorRecoveryCodes: JSON.stringify(codes.map(hashRecoveryCode)),
      twoFactorConfirmedAt: null,
    })
    await user.save()
    return codes
  }

  async disable(user: User) {
    user.merge({ twoFactorSecret: null, twoFactorRecoveryCodes: null, twoFactorConfirmedAt: null })
    await user.save()
  }

  /** Replaces the recovery codes; the old ones stop working. Returns the plain new ones. */
  async regenerateRecoveryCodes(user: User): Promise<string[]> {
    this.#secretOf(user)
    const codes = generateRecoveryCodes()
    user.twoFactorRecoveryCodes = JSON.stringify(codes.map(hashRecoveryCode))
    await user.save()
    return codes
  }

  /** The otpauth:// URI as an SVG QR code, and the secret for typing it in by hand. */
  async qrCode(user: User, issuer: string): Promise<{ svg: string; secret: string }> {
    const totp = this.#totp(user, issuer)
    const svg = await QRCode.toString(totp.toString(), { type: 'svg', margin: 1 })
    return { svg, secret: totp.secret.base32 }
  }

  /** Finishes setup with a code from the authenticator app. Returns false for a wrong code. */
  async confirm(user: User, code: string): Promise<boolean> {
    if (user.twoFactorConfirmedAt)
      throw new TwoFactorStateError('Two-factor authentication is already enabled.')
    this.#secretOf(user)
    return db.transaction(async (trx) => {
      if (!(await this.acceptCode(user, code, trx))) return false
      user.useTransaction(trx)
      user.twoFactorConfirmedAt = DateTime.now()
      await user.save()
      return true
    })
  }

  /**
   * Checks a TOTP code and records its time step in the same UPDATE, which
   * only matches while no code of this or a later step was accepted: a code
   * works once, even when two requests race with it.
   */
  async acceptCode(
    user: User,
    code: string,
    client: QueryClientContract = db.connection()
  ): Promise<boolean> {
    if (!user.twoFactorSecret) return false
    const delta = this.#totp(user).validate({ token: code, window: WINDOW })
    if (delta === null) return false
    const step = TOTP.counter({ period: PERIOD_SECONDS }) + delta
    const updated = await client
      .from('users')
      .where('id', user.id)
      .where((query) =>
        query.whereNull('two_factor_last_used_step').orWhere('two_factor_last_used_step', '<', step)
      )
      .update({ two_factor_last_used_step: step })
    return affectedRows(updated) === 1
  }

  /** Uses up a recovery code. The UPDATE only matches the list it was read from, so a code works once. */
  async consumeRecoveryCode(user: User, code: string): Promise<boolean> {
    if (!user.twoFactorRecoveryCodes) return false
    const digests: string[] = JSON.parse(user.twoFactorRecoveryCodes)
    const index = findRecoveryCode(digests, code)
    if (index === -1) return false
    const remaining = JSON.stringify(digests.filter((_, position) => position !== index))
    const updated = await db
      .from('users')
      .where('id', user.id)
      .where('two_factor_recovery_codes', user.twoFactorRecoveryCodes)
      .update({ two_factor_recovery_codes: remaining })
    return affectedRows(updated) === 1
  }

  #secretOf(user: User): string {
    const secret = user.twoFactorSecret
      ? encryption.decrypt<string>(user.twoFactorSecret, SECRET_PURPOSE)
      : null
    if (!secret) throw new TwoFactorStateError('Two-factor authentication is not enabled.')
    return secret
  }

  #totp(user: User, issuer?: string) {
    return new TOTP({
      issuer,
      label: user.email,
      secret: Secret.fromBase32(this.#secretOf(user)),
      period: PERIOD_SECONDS,
    })
  }
}

/** Knex answers an UPDATE with the count on SQLite and MySQL alike, but Lucid types it loosely. */
function affectedRows(result: unknown): number {
  return Array.isArray(result) ? Number(result[0]) : Number(result)
}

import { Secret, TOTP } from 'otpauth'
import db from '@adonisjs/lucid/services/db'
import User from '#core/accounts/server/models/user'
import type { HttpSession, CallResult } from '#tests/helpers/http_client'
import { signIn } from '#tests/helpers/sign_in'
import { FACTORY_PASSWORD as PASSWORD } from '#database/factories/user_factory'

/** The factory's password, which every account of these tests signs in with. */
export { PASSWORD }

export async function confirmPassword(session: HttpSession, password = PASSWORD) {
  const response = await session.call('/auth/user/confirm-password', {
    method: 'POST',
    json: { password },
  })
  if (response.status !== 200)
    throw new Error(`Password confirmation failed: ${response.status} ${response.text}`)
}

/** A signed-in session with a freshly confirmed password. */
export async function signInConfirmed(user: User) {
  const session = await signIn(user)
  await confirmPassword(session)
  return session
}

/** Codes the person's authenticator app would show, from the secret of the QR code call. */
export function authenticator(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) })
  return {
    now: () => totp.generate(),
    /** The code of the window `windows` steps away (+1: the next 30 s window). */
    at: (windows: number) => totp.generate({ timestamp: Date.now() + windows * 30_000 }),
  }
}

/** Sets up and confirms two-factor authentication for `user`; returns the secret and recovery codes. */
export async function enableTwoFactor(user: User) {
  const session = await signInConfirmed(user)
  const { recovery_codes: recoveryCodes } = (
    await session.call('/auth/user/two-factor-authentication', { method: 'POST' })
  ).json()
  const { secret } = (await session.call('/auth/user/two-factor/qr-code')).json()
  const confirmed = await session.call('/auth/user/confirmed-two-factor-authentication', {
    method: 'POST',
    json: { code: authenticator(secret).now() },
  })
  if (confirmed.status !== 200) throw new Error(`2FA confirmation failed: ${confirmed.text}`)
  return { secret, recoveryCodes: recoveryCodes as string[], session }
}

export async function freshUser(user: User) {
  return User.findOrFail(user.id)
}

export function userRow(id: number) {
  return db.from('users').where('id', id).first()
}

/** Posts a multipart form (file uploads) with the session's cookies and XSRF header. */
export function postMultipart(session: HttpSession, path: string, form: FormData): Promise<CallResult> {
  return session.call(path, { method: 'POST', form })
}

import { Secret, TOTP } from 'otpauth'
import db from '@adonisjs/lucid/services/db'
import User from '#core/accounts/server/models/user'
import type { CookieSession } from '#tests/helpers/cookie_session'
import { signIn } from '#tests/helpers/sign_in'
import { FACTORY_PASSWORD as PASSWORD } from '#database/factories/user_factory'

/** The factory's password, which every account of these tests signs in with. */
export { PASSWORD }

export async function confirmPassword(session: CookieSession, password = PASSWORD) {
  const response = await session.post('/auth/user/confirm-password').json({ password })
  if (response.status() !== 200)
    throw new Error(`Password confirmation failed: ${response.status()} ${response.text()}`)
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
    await session.post('/auth/user/two-factor-authentication')
  ).body()
  const { secret } = (await session.get('/auth/user/two-factor/qr-code')).body()
  const confirmed = await session
    .post('/auth/user/confirmed-two-factor-authentication')
    .json({ code: authenticator(secret).now() })
  if (confirmed.status() !== 200) throw new Error(`2FA confirmation failed: ${confirmed.text()}`)
  return { secret, recoveryCodes: recoveryCodes as string[], session }
}

export async function freshUser(user: User) {
  return User.findOrFail(user.id)
}

export function userRow(id: number) {
  return db.from('users').where('id', id).first()
}

/** One file of a multipart form, as a browser's file input sends it. */
export interface FileUpload {
  field: string
  bytes: Buffer
  filename: string
  contentType: string
}

/** Posts a multipart form of one file with the session's cookies and XSRF header. */
export function postMultipart(
  session: CookieSession,
  path: string,
  { field, bytes, filename, contentType }: FileUpload
) {
  return session.post(path).file(field, bytes, { filename, contentType })
}

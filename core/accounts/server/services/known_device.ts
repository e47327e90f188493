import type { HttpContext } from '@adonisjs/core/http'
import { randomToken } from './secrets.js'

const COOKIE_NAME = 'cadenza-device'
/** A browser stays known for a year after its last sign-in. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
/** Accounts one browser is known for (a shared family computer); the oldest drop off. */
const MAX_ACCOUNTS = 5
const DEVICE_ID_LENGTH = 32

interface DeviceCookie {
  id: string
  /** Lower-cased emails of the accounts that signed in on this browser. */
  accounts: string[]
}

function readCookie(ctx: HttpContext): DeviceCookie | null {
  const value = ctx.request.encryptedCookie(COOKIE_NAME) as Partial<DeviceCookie> | null
  if (!value || typeof value.id !== 'string' || !Array.isArray(value.accounts)) return null
  return { id: value.id, accounts: value.accounts.filter((email) => typeof email === 'string') }
}

/**
 * The id of this browser when the account with `email` signed in on it
 * before (an encrypted cookie only the server can write), else null. The
 * login throttle counts such a browser's failures apart from the account's,
 * so a stranger's guessing cannot lock the owner out of their own browser.
 */
export function knownDeviceFor(ctx: HttpContext, email: string): string | null {
  const device = readCookie(ctx)
  return device?.accounts.includes(email.toLowerCase()) ? device.id : null
}

/** Remembers that `email` signed in on this browser (called on every completed sign-in). */
export function rememberDevice(ctx: HttpContext, email: string) {
  const device = readCookie(ctx) ?? { id: randomToken(DEVICE_ID_LENGTH), accounts: [] }
  const account = email.toLowerCase()
  const accounts = [account, ...device.accounts.filter((known) => known !== account)]
  ctx.response.encryptedCookie(
    COOKIE_NAME,
    { id: device.id, accounts: accounts.slice(0, MAX_ACCOUNTS) } satisfies DeviceCookie,
    { maxAge: COOKIE_MAX_AGE_SECONDS, httpOnly: true, sameSite: 'lax' }
  )
}

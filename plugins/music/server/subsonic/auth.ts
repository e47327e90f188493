import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import { Secret, safeEqual } from '@adonisjs/core/helpers'
import User from '#core/accounts/server/models/user'
import { AttemptLimits } from '#core/accounts/server/services/attempt_limits'
import { findMatchingAppPassword } from './app_passwords.js'
import { ERROR, SubsonicError, missingParameter } from './protocol.js'
import type { SubsonicParams } from './params.js'

/** Failed sign-ins allowed per username (or API key) and IP address: an app retrying with a stale password. */
const perClient = limiter.use({ requests: 10, duration: '1 min' })
/** Failed sign-ins allowed per IP address, whatever the username: guessing across accounts. */
const perAddress = limiter.use({ requests: 50, duration: '15 mins' })

const wrongCredentials = () => new SubsonicError(ERROR.wrongCredentials, 'Wrong username or password')

/**
 * Who is calling. Subsonic apps send their credentials with every request:
 * - `apiKey`: a Cadenza API access token (OpenSubsonic apiKeyAuth);
 * - `u` + `t` + `s`: md5(app password + salt), the token scheme;
 * - `u` + `p`: an app password, plain or `enc:` hex-encoded.
 * The account password is never accepted here (see app_passwords.ts).
 * Failures are rate-limited like sign-in; suspended accounts are refused.
 */
export async function authenticate(ctx: HttpContext, params: SubsonicParams): Promise<User> {
  const apiKey = params.string('apiKey')
  const username = params.string('u')
  if (apiKey !== null && (username !== null || params.string('p') !== null || params.string('t') !== null)) {
    throw new SubsonicError(ERROR.conflictingAuthMechanisms, 'Multiple conflicting authentication mechanisms provided')
  }
  if (apiKey === null && username === null) throw missingParameter('u')

  const limits = new AttemptLimits([
    { limit: perClient, key: `subsonic_client:${apiKey === null ? username!.toLowerCase() : 'api_key'}:${ctx.request.ip()}`, clearOnSuccess: true },
    { limit: perAddress, key: `subsonic_address:${ctx.request.ip()}` },
  ])
  const wait = await limits.hit()
  if (wait) throw new SubsonicError(ERROR.generic, `Too many failed attempts. Please try again in ${wait} seconds.`)

  const user = apiKey === null ? await userByAppPassword(username!, params) : await userByApiKey(apiKey)
  if (!user || user.bannedAt) {
    throw apiKey === null ? wrongCredentials() : new SubsonicError(ERROR.invalidApiKey, 'Invalid API key')
  }
  await limits.giveBack()
  return user
}

async function userByApiKey(apiKey: string) {
  const token = await User.accessTokens.verify(new Secret(apiKey))
  return token ? User.find(token.tokenableId) : null
}

async function userByAppPassword(username: string, params: SubsonicParams) {
  const token = params.string('t')
  const salt = params.string('s')
  const password = params.string('p')
  if (token === null && password === null) throw missingParameter('p')
  if (token !== null && salt === null) throw missingParameter('s')

  const user = await User.query().whereRaw('LOWER(email) = ?', [username.toLowerCase()]).first()
  if (!user) return null
  const matches =
    token !== null
      ? (candidate: string) => safeEqual(md5(candidate + salt), token.toLowerCase())
      : (candidate: string) => safeEqual(candidate, decodePassword(password!))
  return (await findMatchingAppPassword(user.id, matches)) === null ? null : user
}

function md5(text: string) {
  return createHash('md5').update(text).digest('hex')
}

/** `p=enc:<hex>` is the password hex-encoded (to keep it out of casual sight, not a protection). */
function decodePassword(password: string) {
  return password.startsWith('enc:') ? Buffer.from(password.slice(4), 'hex').toString('utf8') : password
}

import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import { Secret, safeEqual } from '@adonisjs/core/helpers'
import User from '#core/accounts/server/models/user'
import { consumeOrWait } from '#core/kernel/rate_limits'
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
 * Failures are rate-limited; suspended accounts are refused.
 */
export async function authenticate(ctx: HttpContext, params: SubsonicParams): Promise<User> {
  const apiKey = params.string('apiKey')
  const username = params.string('u')
  if (apiKey !== null && (username !== null || params.string('p') !== null || params.string('t') !== null)) {
    throw new SubsonicError(ERROR.conflictingAuthMechanisms, 'Multiple conflicting authentication mechanisms provided')
  }
  if (apiKey === null && username === null) throw missingParameter('u')

  const limits = failureLimits(ctx.request.ip(), apiKey === null ? username!.toLowerCase() : 'api_key')
  const wait = await limits.blockedFor()
  if (wait) throw tooManyFailures(wait)

  const user = apiKey === null ? await userByAppPassword(username!, params) : await userByApiKey(apiKey)
  if (!user || user.bannedAt) {
    const blocked = await limits.countFailure()
    if (blocked) throw tooManyFailures(blocked)
    throw apiKey === null ? wrongCredentials() : new SubsonicError(ERROR.invalidApiKey, 'Invalid API key')
  }
  return user
}

const tooManyFailures = (seconds: number) => new SubsonicError(ERROR.generic, `Too many failed attempts. Please try again in ${seconds} seconds.`)

/**
 * The failure counters of a client. Unlike the sign-in form's, attempts are
 * not counted before the check: an app sends its credentials with every
 * request (hundreds while it syncs a library), and counting each would write
 * the counters on every call. Requests read them; only failures write.
 * Parallel guesses may thus pass the limit by the few in flight.
 */
function failureLimits(ip: string, who: string) {
  const counters = [
    { limit: perClient, key: `subsonic_client:${who}:${ip}` },
    { limit: perAddress, key: `subsonic_address:${ip}` },
  ]
  return {
    /** Seconds until this client may try again (0: it may). */
    async blockedFor() {
      for (const { limit, key } of counters) if ((await limit.remaining(key)) <= 0) return Math.max(1, await limit.availableIn(key))
      return 0
    },
    /** Counts a failure; the seconds to wait when it used up a limit, else 0. */
    async countFailure() {
      let wait = 0
      for (const { limit, key } of counters) wait = Math.max(wait, await consumeOrWait(limit, key))
      return wait
    },
  }
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

  // Emails are stored in lower case (sign_in_validators.ts): the index on email answers.
  const user = await User.findBy('email', username.toLowerCase())
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

import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import { safeEqual } from '@adonisjs/core/helpers'
import User from '#core/accounts/server/models/user'
import { consumeOrWait } from '#core/kernel/rate_limits'
import { readRows } from '#core/kernel/database/read_rows'
import { dropReads, ReadCache } from '#core/kernel/cache/read_cache'
import { userByApiKey } from './api_key_sign_in.js'
import { findMatchingAppPassword, storedAppPasswords, type StoredAppPassword } from './app_passwords.js'
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

/** The tag of what the failure counters said: every failure drops it, on every node. */
const SIGN_IN_FAILURES = 'subsonic.sign_in_failures'

/**
 * "Not blocked" answers of the failure counters, by counter key. Only a
 * failure can block a client (a block ends with time, and blocked answers are
 * not kept), so an answer holds until the next failure, anywhere, drops them
 * all; meanwhile an app's requests read no counter (two reads each).
 */
const unblocked = new ReadCache<number>('subsonic.unblocked', { tags: [SIGN_IN_FAILURES] })

/**
 * The failure counters of a client. Unlike the sign-in form's, attempts are
 * not counted before the check: an app sends its credentials with every
 * request (hundreds while it syncs a library), and counting each would write
 * the counters on every call. Requests read them (or a kept "not blocked");
 * only failures write. Parallel guesses may thus pass the limit by the few
 * in flight.
 */
function failureLimits(ip: string, who: string) {
  const counters = [
    { limit: perClient, key: `subsonic_client:${who}:${ip}` },
    { limit: perAddress, key: `subsonic_address:${ip}` },
  ]
  return {
    /** Seconds until this client may try again (0: it may). */
    async blockedFor() {
      for (const { limit, key } of counters) {
        const wait = await unblocked.get(key, async () => ((await limit.remaining(key)) <= 0 ? Math.max(1, await limit.availableIn(key)) : 0), (seconds) => seconds === 0)
        if (wait) return wait
      }
      return 0
    },
    /** Counts a failure; the seconds to wait when it used up a limit, else 0. */
    async countFailure() {
      let wait = 0
      for (const { limit, key } of counters) wait = Math.max(wait, await consumeOrWait(limit, key))
      await dropReads([SIGN_IN_FAILURES])
      return wait
    },
  }
}

/**
 * What sign-in by app password reads of an account: its users row and its
 * app passwords (still encrypted: decrypted per request, never kept in
 * clear), by email. Apps sign in again with every request, usually with a new
 * salt, so the check itself is made each time, but these reads are kept
 * until the next write (ReadCache): creating or revoking an app password,
 * suspending or deleting the account and changing its email are writes. Its
 * permissions are kept apart (AccessControl.grantsOf), under the same rule.
 */
const appPasswordAccounts = new ReadCache<{ user: Record<string, unknown>; passwords: StoredAppPassword[] } | null>('subsonic.app_password_accounts')

async function userByAppPassword(username: string, params: SubsonicParams) {
  const token = params.string('t')
  const salt = params.string('s')
  const password = params.string('p')
  if (token === null && password === null) throw missingParameter('p')
  if (token !== null && salt === null) throw missingParameter('s')

  // Emails are stored in lower case (sign_in_validators.ts): the index on email answers.
  const email = username.toLowerCase()
  const account = await appPasswordAccounts.get(email, () => readAccount(email), (found) => found !== null)
  if (!account) return null
  const matches =
    token !== null
      ? (candidate: string) => safeEqual(md5(candidate + salt), token.toLowerCase())
      : (candidate: string) => safeEqual(candidate, decodePassword(password!))
  return (await findMatchingAppPassword(account.passwords, matches)) === null ? null : User.$createFromAdapterResult(account.user)!
}

async function readAccount(email: string) {
  const [user] = await readRows('SELECT * FROM users WHERE email = ? LIMIT 1', [email])
  return user ? { user, passwords: await storedAppPasswords(user.id) } : null
}

function md5(text: string) {
  return createHash('md5').update(text).digest('hex')
}

/** `p=enc:<hex>` is the password hex-encoded (to keep it out of casual sight, not a protection). */
function decodePassword(password: string) {
  return password.startsWith('enc:') ? Buffer.from(password.slice(4), 'hex').toString('utf8') : password
}

import limiter from '@adonisjs/limiter/services/main'
import { AttemptLimits } from './attempt_limits.js'

/** Login attempts allowed per email + IP address (a person mistyping). */
const PER_CLIENT = { requests: 5, duration: '1 min' }
/** Failed logins allowed per account from browsers it never signed in on (spread-out guessing). */
const PER_ACCOUNT = { requests: 20, duration: '15 mins' }
/** Failed logins allowed per account on one browser it signed in on before. */
const PER_KNOWN_DEVICE = { requests: 10, duration: '15 mins' }

const TOO_MANY_LOGIN_ATTEMPTS = 'Too many login attempts. Please try again in :seconds seconds.'

const perClient = limiter.use(PER_CLIENT)
const perAccount = limiter.use(PER_ACCOUNT)
const perKnownDevice = limiter.use(PER_KNOWN_DEVICE)

const accountKey = (email: string) => `login_account:${email.toLowerCase()}`

/**
 * Rate limits on logins (AdonisJS limiter, database store, so every app node
 * shares the counts). Each attempt is counted before the password is checked,
 * so parallel requests cannot slip past the limit; a successful login gives
 * the attempt back. Unknown emails are counted like real ones and reveal
 * nothing. The account-wide lockout only holds for browsers the account
 * never signed in on: a browser with its device cookie (known_device.ts) is
 * counted on its own, so strangers' guesses cannot lock the owner out.
 */
export class LoginThrottle {
  #limits: AttemptLimits

  /** `knownDevice`: this browser's id when the account signed in on it before. */
  constructor(email: string, ip: string, knownDevice: string | null) {
    this.#limits = new AttemptLimits([
      { limit: perClient, key: `login_client:${email}:${ip}`, clearOnSuccess: true },
      knownDevice
        ? { limit: perKnownDevice, key: `login_device:${knownDevice}:${email}` }
        : { limit: perAccount, key: accountKey(email) },
    ])
  }

  /** Counts an attempt. Returns the seconds to wait when it is over a limit (refuse it), else 0. */
  hit(): Promise<number> {
    return this.#limits.hit()
  }

  /** The password was right: this client starts afresh and the account or browser gets its attempt back. */
  succeeded() {
    return this.#limits.giveBack()
  }

  /** Lifts the account-wide lockout (its owner reset the password). */
  static async clearAccount(email: string) {
    await perAccount.delete(accountKey(email))
  }

  static message(seconds: number) {
    return TOO_MANY_LOGIN_ATTEMPTS.replace(':seconds', String(seconds))
  }
}

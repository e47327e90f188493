import limiter from '@adonisjs/limiter/services/main'
import { consumeOrWait } from './throttle.js'

/** Login attempts allowed per email + IP address (a person mistyping). */
const PER_CLIENT = { requests: 5, duration: '1 min' }
/** Failed login attempts allowed per account from anywhere (spread-out guessing). */
const PER_ACCOUNT = { requests: 20, duration: '15 mins' }

const TOO_MANY_LOGIN_ATTEMPTS = 'Too many login attempts. Please try again in :seconds seconds.'

/**
 * Rate limits on logins (AdonisJS limiter, database store, so every app node
 * shares the counts). Each attempt is counted before the password is checked,
 * so parallel requests cannot slip past the limit; a successful login gives
 * the attempt back. Unknown emails are counted like real ones and reveal
 * nothing.
 */
export class LoginThrottle {
  #perClient = limiter.use(PER_CLIENT)
  #perAccount = limiter.use(PER_ACCOUNT)
  #clientKey: string
  #accountKey: string

  constructor(email: string, ip: string) {
    this.#clientKey = `login_client:${email}:${ip}`
    this.#accountKey = `login_account:${email}`
  }

  /** Counts an attempt. Returns the seconds to wait when it is over a limit (refuse it), else 0. */
  async hit(): Promise<number> {
    return (
      (await consumeOrWait(this.#perClient, this.#clientKey)) ||
      consumeOrWait(this.#perAccount, this.#accountKey)
    )
  }

  /** The password was right: this client starts afresh and the account gets its attempt back. */
  async succeeded() {
    await this.#perClient.delete(this.#clientKey)
    await this.#perAccount.decrement(this.#accountKey)
  }

  static message(seconds: number) {
    return TOO_MANY_LOGIN_ATTEMPTS.replace(':seconds', String(seconds))
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { loginValidator } from '../validators/sign_in_validators.js'
import { findByCredentials } from '../services/credentials.js'
import { LoginThrottle } from '../services/login_throttle.js'
import { completeLogin } from '../services/login_service.js'
import { freshSettings } from '../services/site_settings.js'
import { HUMAN_CHECK_FAILED, passesHumanCheck } from '../services/human_check.js'

export const INVALID_CREDENTIALS = 'These credentials do not match our records.'

/** Read by POST auth/two-factor-challenge: the password step passed, the second factor is due. */
export const TWO_FACTOR_PENDING_KEY = 'auth.two_factor_pending'
const TWO_FACTOR_WINDOW_MS = 5 * 60 * 1000

/**
 * POST auth/login {email, password, remember}. One answer for an unknown
 * email and a wrong password; attempts rate-limited per email + IP and per
 * account. An account with two-factor authentication is not signed in yet:
 * the session remembers the pending login for 5 minutes and the answer is
 * `{two_factor: true}`. Suspended accounts sign in (the app shows them the
 * suspended screen).
 */
export default class LoginController {
  async store(ctx: HttpContext) {
    const { request, response, session } = ctx
    const settings = await freshSettings()
    if (!(await passesHumanCheck(ctx, 'login', settings))) {
      return response.unprocessableEntity({ message: HUMAN_CHECK_FAILED, errors: {} })
    }
    const input = await request.validateUsing(loginValidator)

    const throttle = new LoginThrottle(input.email, request.ip())
    const waitSeconds = await throttle.hit()
    if (waitSeconds) {
      response.header('Retry-After', String(waitSeconds))
      return response.tooManyRequests({ message: LoginThrottle.message(waitSeconds) })
    }

    const user = await findByCredentials(input.email, input.password)
    if (!user)
      return response.unprocessableEntity({
        message: INVALID_CREDENTIALS,
        errors: { email: [INVALID_CREDENTIALS] },
      })
    await throttle.succeeded()

    const remember = input.remember ?? true
    if (user.twoFactorConfirmedAt) {
      session.put(TWO_FACTOR_PENDING_KEY, {
        userId: user.id,
        remember,
        expiresAt: Date.now() + TWO_FACTOR_WINDOW_MS,
      })
      return { two_factor: true }
    }
    return completeLogin(ctx, user, { remember })
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import type { LoginResponse } from '../../shared/sign_in_types.js'
import { loginValidator } from '../validators/sign_in_validators.js'
import { findByCredentials } from '../services/credentials.js'
import { LoginThrottle } from '../services/login_throttle.js'
import { knownDeviceFor } from '../services/known_device.js'
import { completeLogin } from '../services/login_service.js'
import { freshSettings } from '../services/site_settings.js'
import { startChallenge } from '../services/two_factor_challenge.js'
import { HUMAN_CHECK_FAILED, passesHumanCheck } from '../services/human_check.js'

export const INVALID_CREDENTIALS = 'These credentials do not match our records.'

/**
 * POST auth/login {email, password, remember}. One answer for an unknown
 * email and a wrong password; attempts rate-limited per email + IP, and per
 * account from browsers it never signed in on (per browser on the others). An account with two-factor authentication is not signed in yet:
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

    const throttle = new LoginThrottle(input.email, request.ip(), knownDeviceFor(ctx, input.email))
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
      startChallenge(session, user, remember)
      return { two_factor: true } satisfies LoginResponse
    }
    return (await completeLogin(ctx, user, { remember })) satisfies LoginResponse
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import type User from '#core/accounts/server/models/user'
import {
  confirmedPasswordStatusValidator,
  passwordValidator,
} from '../validators/password_validators.js'
import {
  markPasswordConfirmed,
  passwordConfirmedWithin,
  WRONG_PASSWORD,
} from '../services/password_confirmation.js'
import { checkPassword, refuseThrottledCheck } from '../services/password_check.js'

/** GET auth/user/confirmed-password-status and POST auth/user/confirm-password. */
export default class PasswordConfirmationController {
  async status({ request, auth, session }: HttpContext) {
    const { seconds } = await confirmedPasswordStatusValidator.validate(request.qs())
    return { confirmed: passwordConfirmedWithin(session, auth.getUserOrFail() as User, seconds) }
  }

  async store({ request, response, auth, session }: HttpContext) {
    const { password } = await request.validateUsing(passwordValidator)
    const user = auth.getUserOrFail() as User
    const check = await checkPassword(user, password)
    if (typeof check === 'object') return refuseThrottledCheck(response, check.waitSeconds)
    if (check === 'wrong')
      return response.unprocessableEntity({
        message: WRONG_PASSWORD,
        errors: { password: [WRONG_PASSWORD] },
      })
    markPasswordConfirmed(session, user)
    return { confirmed: true }
  }
}

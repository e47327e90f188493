import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import type User from '#core/accounts/server/models/user'
import {
  confirmedPasswordStatusValidator,
  passwordValidator,
} from '../validators/password_validators.js'
import {
  markPasswordConfirmed,
  passwordConfirmedWithin,
  passwordMatches,
  WRONG_PASSWORD,
} from '../services/password_confirmation.js'

/** Someone holding an unattended session must not get to guess the password at leisure. */
const confirmLimiter = () =>
  limiter.use({ requests: 5, duration: '1 min', blockDuration: '15 mins' })

class WrongPassword extends Error {}

/** GET auth/user/confirmed-password-status and POST auth/user/confirm-password. */
export default class PasswordConfirmationController {
  async status({ request, auth, session }: HttpContext) {
    const { seconds } = await confirmedPasswordStatusValidator.validate(request.qs())
    return { confirmed: passwordConfirmedWithin(session, auth.getUserOrFail() as User, seconds) }
  }

  async store({ request, response, auth, session }: HttpContext) {
    const { password } = await request.validateUsing(passwordValidator)
    const user = auth.getUserOrFail() as User
    try {
      // A wrong password counts against the limit (and is rethrown); a right one resets it.
      const [throttled] = await confirmLimiter().penalize(
        `confirm-password:${user.id}`,
        async () => {
          if (!(await passwordMatches(user, password))) throw new WrongPassword()
        }
      )
      if (throttled)
        return response.tooManyRequests({
          message: `Too many attempts. Please try again in ${throttled.response.availableIn} seconds.`,
        })
    } catch (error) {
      if (!(error instanceof WrongPassword)) throw error
      return response.unprocessableEntity({
        message: WRONG_PASSWORD,
        errors: { password: [WRONG_PASSWORD] },
      })
    }
    markPasswordConfirmed(session, user)
    return { confirmed: true }
  }
}

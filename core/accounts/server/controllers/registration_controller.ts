import type { HttpContext } from '@adonisjs/core/http'
import { NEEDS_EMAIL_VERIFICATION, type RegisterResponse } from '../../shared/sign_in_types.js'
import {
  registrationPoliciesFrom,
  registrationValidatorFor,
} from '../validators/registration_validator.js'
import { freshSettings, siteName } from '../services/site_settings.js'
import { HUMAN_CHECK_FAILED, passesHumanCheck } from '../services/human_check.js'
import { inviteAllowsRegistration } from '../services/registration_invites.js'
import { registerAccount } from '../services/registration.js'
import {
  registrationLimit,
  tooManyRegistrationsMessage,
} from '../services/registration_throttle.js'
import { completeLogin } from '../services/login_service.js'
import { EmailVerification } from '../services/email_verification.js'

export const REGISTRATION_DISABLED = 'Registration is currently disabled.'
const EMAIL_TAKEN = 'This email address is already registered.'

/**
 * POST auth/register {email, password, password_confirmation, <policy id>:
 * true..., invite_id?, invite_type?}. Creates the account with the default
 * role and signs it in. When the site requires email confirmation a 6-digit
 * code is emailed and the status says so (the app then shows the
 * verification screen). Accounts per IP address are limited (429).
 */
export default class RegistrationController {
  #verification = new EmailVerification()

  async store(ctx: HttpContext) {
    const { request, response } = ctx
    const settings = await freshSettings()
    if (!(await passesHumanCheck(ctx, 'register', settings))) {
      return response.unprocessableEntity({ message: HUMAN_CHECK_FAILED, errors: {} })
    }
    const input = await request.validateUsing(
      registrationValidatorFor(registrationPoliciesFrom(settings.get('registration.policies')))
    )

    const invite = { inviteId: input.invite_id, inviteType: input.invite_type }
    if (
      settings.get('registration.disable') &&
      !(await inviteAllowsRegistration(invite, input.email))
    ) {
      return response.forbidden({ message: REGISTRATION_DISABLED })
    }

    const limit = registrationLimit(request.ip())
    const waitSeconds = await limit.hit()
    if (waitSeconds) {
      response.header('Retry-After', String(waitSeconds))
      return response.tooManyRequests({ message: tooManyRegistrationsMessage(waitSeconds) })
    }
    const user = await registerAccount({ email: input.email, password: input.password })
    if (!user) {
      await limit.giveBack()
      return response.unprocessableEntity({
        message: EMAIL_TAKEN,
        errors: { email: [EMAIL_TAKEN] },
      })
    }

    const { bootstrapData } = await completeLogin(ctx, user, { remember: true })
    if (settings.get('require_email_confirmation')) {
      await this.#verification.send(user, siteName(settings))
      return { status: NEEDS_EMAIL_VERIFICATION, bootstrapData } satisfies RegisterResponse
    }
    return { status: 'success', bootstrapData } satisfies RegisterResponse
  }
}

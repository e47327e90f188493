import type { HttpContext } from '@adonisjs/core/http'
import {
  forgotPasswordValidator,
  resetPasswordValidator,
} from '../validators/sign_in_validators.js'
import { PasswordResets } from '../services/password_resets.js'
import { freshSettings, siteName } from '../services/site_settings.js'

export const RESET_LINK_SENT = 'We have emailed your password reset link.'
export const PASSWORD_RESET = 'Your password has been reset!'
export const INVALID_RESET_TOKEN = 'This password reset link is invalid or has expired.'

/**
 * POST auth/forgot-password {email} and POST auth/reset-password {token,
 * email, password, password_confirmation}. The first answers the same
 * whether or not the address has an account, and emails the link after
 * answering so its timing tells nothing either.
 */
export default class PasswordResetController {
  #resets = new PasswordResets()

  async forgot({ request }: HttpContext) {
    const { email } = await request.validateUsing(forgotPasswordValidator)
    this.#resets.requestInBackground(email, siteName(await freshSettings()))
    return { message: RESET_LINK_SENT }
  }

  async reset({ request, response }: HttpContext) {
    const input = await request.validateUsing(resetPasswordValidator)
    if (!(await this.#resets.reset(input.email, input.token, input.password))) {
      return response.unprocessableEntity({
        message: INVALID_RESET_TOKEN,
        errors: { email: [INVALID_RESET_TOKEN] },
      })
    }
    return { message: PASSWORD_RESET }
  }
}

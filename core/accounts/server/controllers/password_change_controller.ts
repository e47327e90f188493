import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import type User from '../models/user.js'
import { changePasswordValidator } from '../validators/sign_in_validators.js'
import { passwordMatches } from '../services/password_confirmation.js'
import { SessionTracker } from '../services/session_tracker.js'

export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.'

/**
 * PUT auth/user/password {current_password, password, password_confirmation}:
 * changes the signed-in person's password and signs out their other
 * browsers; this one stays signed in.
 */
export default class PasswordChangeController {
  #sessions = new SessionTracker()

  async update(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail() as User
    const input = await ctx.request.validateUsing(changePasswordValidator)
    if (!(await passwordMatches(user, input.current_password))) {
      return ctx.response.unprocessableEntity({
        message: WRONG_CURRENT_PASSWORD,
        errors: { current_password: [WRONG_CURRENT_PASSWORD] },
      })
    }
    await db.transaction(async (trx) => {
      user.useTransaction(trx)
      user.password = input.password
      await user.save()
      await this.#sessions.endOthers(ctx, user.id, trx)
    })
    return { message: 'Password changed' }
  }
}

import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import type User from '../models/user.js'
import { changePasswordValidator } from '../validators/sign_in_validators.js'
import { checkPassword, refuseThrottledCheck } from '../services/password_check.js'
import { SessionTracker } from '../services/session_tracker.js'
import { endApiTokens } from '../services/api_tokens.js'

export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.'

/**
 * PUT auth/user/password {current_password, password, password_confirmation}:
 * changes the signed-in person's password, signs out their other browsers
 * and ends their API tokens (also the one making the call, if any); this
 * browser stays signed in. The current password is checked against the
 * shared password-check limit.
 */
export default class PasswordChangeController {
  #sessions = new SessionTracker()

  async update(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail() as User
    const input = await ctx.request.validateUsing(changePasswordValidator)
    const check = await checkPassword(user, input.current_password)
    if (typeof check === 'object') return refuseThrottledCheck(ctx.response, check.waitSeconds)
    if (check === 'wrong') {
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
      await endApiTokens(user.id, trx)
    })
    return { message: 'Password changed' }
  }
}

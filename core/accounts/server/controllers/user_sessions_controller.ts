import type { HttpContext } from '@adonisjs/core/http'
import type User from '../models/user.js'
import { serializeSession } from '../serializers/session_serializer.js'
import { logoutOtherSessionsValidator } from '../validators/sign_in_validators.js'
import { checkPassword, refuseThrottledCheck } from '../services/password_check.js'
import { SessionTracker } from '../services/session_tracker.js'
import type { UserSessionsResponse } from '#core/accounts/shared/account_types'

const WRONG_PASSWORD = 'The password is incorrect.'

/**
 * GET user-sessions and POST user-sessions/logout-other {password}: the
 * signed-in person's own browsers, and signing out all but this one.
 */
export default class UserSessionsController {
  #sessions = new SessionTracker()

  async index(ctx: HttpContext): Promise<UserSessionsResponse> {
    const user = ctx.auth.getUserOrFail() as User
    return { sessions: await this.#listFor(ctx, user) }
  }

  async logoutOther(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail() as User
    const { password } = await ctx.request.validateUsing(logoutOtherSessionsValidator)
    const check = await checkPassword(user, password)
    if (typeof check === 'object') return refuseThrottledCheck(ctx.response, check.waitSeconds)
    if (check === 'wrong') {
      return ctx.response.unprocessableEntity({
        message: WRONG_PASSWORD,
        errors: { password: [WRONG_PASSWORD] },
      })
    }
    await this.#sessions.endOthers(ctx, user.id)
    return { sessions: await this.#listFor(ctx, user) }
  }

  async #listFor(ctx: HttpContext, user: User) {
    // A call made with an API token comes from no browser of the list.
    const current =
      ctx.auth.authenticatedViaGuard === 'web' ? await this.#sessions.current(ctx, user.id) : null
    const sessions = await this.#sessions.list(user.id)
    return sessions.map((session) => serializeSession(session, current?.id ?? null))
  }
}

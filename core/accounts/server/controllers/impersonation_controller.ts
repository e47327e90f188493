import type { HttpContext } from '@adonisjs/core/http'
import User from '../models/user.js'
import { Impersonation } from '../services/impersonation.js'

const impersonation = new Impersonation()

/**
 * POST users/{id}/impersonate [users.update] and POST impersonation/stop:
 * an admin acts as someone else in their browser, and comes back. The web
 * app reloads after either (its bootstrap data is the other person's).
 */
export default class ImpersonationController {
  async start(ctx: HttpContext) {
    const admin = ctx.auth.getUserOrFail() as User
    const target = await User.find(Number(ctx.params.id))
    if (!target) return ctx.response.notFound({ message: 'Not found.' })
    await impersonation.start(ctx, admin, target)
    return { impersonating: { id: target.id, name: target.name } }
  }

  async stop(ctx: HttpContext) {
    const { impersonated } = await impersonation.stop(ctx)
    return { stopped: { id: impersonated.id, name: impersonated.name } }
  }
}

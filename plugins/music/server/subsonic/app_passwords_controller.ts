import type { HttpContext } from '@adonisjs/core/http'
import { notFound } from '../services/shared/errors.js'
import { createAppPasswordValidator } from '../validators/app_password_validator.js'
import { idParam } from '../controllers/params.js'
import { createAppPassword, listAppPasswords, revokeAppPassword } from './app_passwords.js'

/** The signed-in person's Subsonic app passwords ("Connected apps" in account settings). */
export default class AppPasswordsController {
  async index(ctx: HttpContext) {
    return { data: await listAppPasswords(ctx.auth.getUserOrFail().id) }
  }

  /** 201 with the password in clear, the one time it is shown. */
  async store(ctx: HttpContext) {
    const { name } = await ctx.request.validateUsing(createAppPasswordValidator)
    ctx.response.status(201)
    return { app_password: await createAppPassword(ctx.auth.getUserOrFail().id, name) }
  }

  async destroy(ctx: HttpContext) {
    if (!(await revokeAppPassword(ctx.auth.getUserOrFail().id, idParam(ctx)))) throw notFound()
    return ctx.response.noContent()
  }
}

import type { HttpContext } from '@adonisjs/core/http'

/** The signed-in person's id (the routes' guard made sure there is one). */
export function signedInId(ctx: HttpContext) {
  return Number(ctx.auth.getUserOrFail().id)
}

export function signedInActor(ctx: HttpContext) {
  const user = ctx.auth.getUserOrFail()
  return { id: Number(user.id), email: String(user.email) }
}

/** A numeric route parameter (the routes' matchers allow digits only). */
export function pathId(ctx: HttpContext, name = 'id') {
  return Number(ctx.params[name])
}

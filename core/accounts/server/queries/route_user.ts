import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#core/accounts/server/models/user'
import { currentUser } from '#core/kernel/http/guards'

/**
 * The user a `users/{id}` route names: 'me' is the signed-in person (401
 * for a guest), anything else is looked up by id (404 when there is none).
 * Authenticates the caller first (session or API token), so the policy
 * that decides what the caller may do sees them.
 */
export async function routeUser(ctx: HttpContext): Promise<User> {
  const caller = (await currentUser(ctx)) as User | null
  if (ctx.params.id === 'me') {
    if (!caller) throw new Exception('You need to be logged in to do that.', { status: 401 })
    return caller
  }
  const id = Number(ctx.params.id)
  const user = Number.isSafeInteger(id) && id > 0 ? await User.find(id) : null
  if (!user) throw new Exception('Not found.', { status: 404 })
  return user
}

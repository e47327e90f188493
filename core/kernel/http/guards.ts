import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { PermissionResolver } from '#core/accounts/server/services/permission_resolver'

const resolver = new PermissionResolver()

/**
 * Route guard: `router.get('/x', handler).use(can('music.view'))`. The visitor
 * needs every listed permission, from their roles or, logged out, from the
 * guest role. Spec section 6: a guest who lacks one gets 401 (the web app goes
 * to /login), a signed-in user 403. A plain function rather than named
 * middleware, so manifests can import it before the app has booted.
 */
export function can(...permissions: string[]) {
  return async function permissionGuard(ctx: HttpContext, next: NextFn) {
    await ctx.auth.check()
    const userId = (ctx.auth.user?.id as number | undefined) ?? null
    const granted = await resolver.grantsOf(userId)
    if (permissions.every(granted)) return next()
    return userId === null
      ? ctx.response.unauthorized({ message: 'You need to be logged in to do that.' })
      : ctx.response.forbidden({ message: "You don't have permission to do that." })
  }
}


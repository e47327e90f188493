import { Bouncer } from '@adonisjs/bouncer'
import type { HttpContext } from '@adonisjs/core/http'
import type User from '#core/accounts/server/models/user'

export const policies = {
  UserPolicy: () => import('./user_policy.js'),
}

/**
 * Bouncer for one request, acting as the signed-in person. Built on demand
 * rather than by a global middleware, so routes that never authorize a
 * record pay nothing for it.
 */
export function bouncerFor(ctx: HttpContext) {
  return new Bouncer(
    () => (ctx.auth.user as User | undefined) ?? null,
    undefined,
    policies
  ).setContainerResolver(ctx.containerResolver)
}

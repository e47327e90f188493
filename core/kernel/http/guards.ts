import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import { AccessControl } from '../module_services.js'
import { checkAdminWriteAudited, isAdminWrite } from './admin_writes.js'

const LOGIN_REQUIRED = 'You need to be logged in to do that.'
/** Spec section 9: the answer (423) to a sensitive action without a recent password confirmation. */
export const PASSWORD_CONFIRMATION_REQUIRED = 'Password confirmation required.'

/** What a guard asks of the visitor, for the API document (core/api_docs) to say. */
export interface GuardRequirement {
  signedIn: boolean
  permissions: string[]
}

const requirements = new WeakMap<Function, GuardRequirement>()

/** Records what a route guard asks; returns the guard. */
export function describeGuard<Guard extends Function>(guard: Guard, requirement: GuardRequirement): Guard {
  requirements.set(guard, requirement)
  return guard
}

/** What a middleware function asks, when it is a described guard. */
export function guardRequirement(middleware: unknown): GuardRequirement | undefined {
  return typeof middleware === 'function' ? requirements.get(middleware) : undefined
}

/**
 * Who is making the request, through either way of being signed in: an API
 * token (`Authorization: Bearer`, the `api` guard) or the browser session
 * (the `web` guard, which ignores requests that carry a Bearer header). Null
 * for guests. Afterwards `ctx.auth.user` is that person.
 */
export async function currentUser(ctx: HttpContext) {
  // Neither a token nor a cookie: a guest, without building the guards to find out.
  const { request } = ctx
  if (!request.header('authorization') && !request.header('cookie')) return null
  return (await ctx.auth.checkUsing(['api', 'web'])) ? ctx.auth.getUserOrFail() : null
}

/**
 * Route guard for routes that need a signed-in person, whatever their
 * permissions: `router.get('/x', handler).use(signedIn())`. Guests get 401
 * (the web app goes to /login). Handlers then read `ctx.auth.getUserOrFail()`.
 */
export function signedIn() {
  return describeGuard(
    async function signedInGuard(ctx: HttpContext, next: NextFn) {
      if (await currentUser(ctx)) return next()
      return ctx.response.unauthorized({ message: LOGIN_REQUIRED })
    },
    { signedIn: true, permissions: [] }
  )
}

/**
 * Route guard: `router.get('/x', handler).use(can('music.view'))`. The visitor
 * needs every listed permission, from their roles or, logged out, from the
 * guest role. Spec section 6: a guest who lacks one gets 401 (the web app goes
 * to /login), a signed-in user 403. Signed in means either guard (see
 * currentUser). A plain function rather than named middleware, so manifests
 * can import it before the app has booted. A write it lets through on an
 * admin screen's permission must leave an audit entry (admin_writes.ts).
 */
export function can(...permissions: string[]) {
  return describeGuard(
    async function permissionGuard(ctx: HttpContext, next: NextFn) {
      const userId = ((await currentUser(ctx))?.id as number | undefined) ?? null
      const access = await app.container.make(AccessControl)
      const granted = await access.grantsOf(userId)
      if (permissions.every(granted)) {
        if (!(await isAdminWrite(ctx, permissions))) return next()
        await next()
        return checkAdminWriteAudited(ctx)
      }
      return userId === null
        ? ctx.response.unauthorized({ message: LOGIN_REQUIRED })
        : ctx.response.forbidden({ message: "You don't have permission to do that." })
    },
    { signedIn: false, permissions }
  )
}

/**
 * For actions that hand out credentials or change them (an app password, an
 * API token): the person must have typed their password within spec section
 * 9's window, else 423, which the web app answers by asking for it
 * (core/accounts' password confirmation). Use after `signedIn()` or `can()`.
 */
export function recentPassword() {
  return async function recentPasswordGuard(ctx: HttpContext, next: NextFn) {
    const access = await app.container.make(AccessControl)
    if (!access.passwordRecentlyConfirmed(ctx)) return ctx.response.status(423).send({ message: PASSWORD_CONFIRMATION_REQUIRED })
    return next()
  }
}

import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import User from '../models/user.js'
import { SessionTracker, TRACKED_SESSION_KEY } from './session_tracker.js'
import { deviceInfoOf } from './device_info.js'
import { holdsAdminAccess } from '../serializers/admin_user_serializer.js'
import { auditedUserWrite } from './user_audit.js'

/** Where the browser's session remembers the admin acting as someone else. */
const IMPERSONATION_KEY = 'auth.impersonator'

interface Impersonator {
  adminId: number
  /** The admin's own tracked-session key, put back when they stop. */
  adminSessionKey: string
}

export const NOT_IMPERSONATING = 'You are not acting as another user.'

const tracker = new SessionTracker()

/**
 * An admin acting as someone else in their own browser (spec: admin users,
 * impersonate). Server-side: the browser's session becomes the person's (a
 * tracked session of theirs, so every guard and permission is theirs), while
 * the session remembers the admin and their own tracked key; stopping ends
 * the borrowed session and puts the admin's back. Admins are never
 * impersonated, and an impersonation cannot start another. The start and the
 * end are audited, as the admin's acts.
 */
export class Impersonation {
  /** Who is acting as the signed-in person of this browser, if anyone. */
  static of(ctx: HttpContext): Impersonator | null {
    if (!('session' in ctx)) return null
    const value = ctx.session.get(IMPERSONATION_KEY)
    return value && typeof value.adminId === 'number' ? (value as Impersonator) : null
  }

  async start(ctx: HttpContext, admin: User, target: User) {
    if (ctx.auth.authenticatedViaGuard !== 'web') throw new Exception('Impersonation needs a signed-in browser, not an API token.', { status: 403 })
    if (Impersonation.of(ctx)) throw new Exception('Stop acting as the current user first.', { status: 409 })
    if (admin.id === target.id) throw new Exception("You can't impersonate yourself.", { status: 422 })
    if (await holdsAdminAccess(target.id)) throw new Exception("Administrators can't be impersonated.", { status: 403 })

    const adminSessionKey = ctx.session.get(TRACKED_SESSION_KEY) as string
    await auditedUserWrite(target.id, 'impersonation_started', async () => {}, { userId: admin.id, ip: ctx.request.ip() })
    await ctx.auth.use('web').login(target)
    const { key } = await tracker.track(target.id, deviceInfoOf(ctx.request))
    ctx.session.put(TRACKED_SESSION_KEY, key)
    ctx.session.put(IMPERSONATION_KEY, { adminId: admin.id, adminSessionKey } satisfies Impersonator)
  }

  /** Ends the impersonation of this browser; returns the admin, signed in again, and the person they were. */
  async stop(ctx: HttpContext) {
    const impersonator = ctx.auth.authenticatedViaGuard === 'web' ? Impersonation.of(ctx) : null
    if (!impersonator) throw new Exception(NOT_IMPERSONATING, { status: 409 })
    const impersonated = ctx.auth.getUserOrFail() as User
    await tracker.end(ctx, impersonated.id)
    ctx.session.forget(IMPERSONATION_KEY)
    await auditedUserWrite(impersonated.id, 'impersonation_stopped', async () => {}, { userId: impersonator.adminId, ip: ctx.request.ip() })
    const admin = await User.find(impersonator.adminId)
    const guard = ctx.auth.use('web')
    if (!admin) {
      await guard.logout()
      return { admin: null, impersonated }
    }
    await guard.login(admin)
    ctx.session.put(TRACKED_SESSION_KEY, impersonator.adminSessionKey)
    return { admin, impersonated }
  }
}

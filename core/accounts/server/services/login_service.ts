import type { HttpContext } from '@adonisjs/core/http'
import type User from '../models/user.js'
import type { BootstrapData } from '#core/kernel/shared/bootstrap_data'
import { SessionTracker } from './session_tracker.js'
import { bootstrapDataFor } from './bootstrap_payload.js'
import { rememberDevice } from './known_device.js'

const tracker = new SessionTracker()

/**
 * Signs a person in on this browser once every check has passed (password,
 * second factor, social provider...): a new session id (no fixation), a
 * remember-me cookie for 30 days when asked, a tracked user_sessions row, the
 * device cookie that makes this browser known to the login throttle, and
 * the fresh bootstrap data the web app applies. Any earlier sign-in of this
 * browser is ended first. Returns the response body `{ bootstrapData }`.
 */
export async function completeLogin(
  ctx: HttpContext,
  user: User,
  options: { remember: boolean }
): Promise<{ bootstrapData: BootstrapData }> {
  const guard = ctx.auth.use('web')
  if (await guard.check()) await tracker.end(ctx, guard.getUserOrFail().id)

  await guard.login(user, options.remember)
  await tracker.start(ctx, user.id, guard.issuedRememberTokenId)
  rememberDevice(ctx, user.email)
  // Makes the new sign-in the request's authenticated user for the bootstrap data.
  await ctx.auth.check()
  return { bootstrapData: await bootstrapDataFor(ctx) }
}

/** Signs the browser out: its tracked row, remember-me token and session user. */
export async function endLogin(ctx: HttpContext) {
  const guard = ctx.auth.use('web')
  if (await guard.check()) {
    await tracker.end(ctx, guard.getUserOrFail().id)
    await guard.logout()
  }
  ctx.session.regenerate()
}

import type { HttpContext } from '@adonisjs/core/http'
import { endLogin } from '../services/login_service.js'
import { bootstrapDataFor } from '../services/bootstrap_payload.js'

/** Spec section 8. */
export const LOGOUT_IN_APPEARANCE_EDITOR = "Can't logout while in appearance editor."

/** The appearance editor frames the site at an address carrying appearanceEditor=true (spec section 4). */
function fromAppearanceEditor(referer: string | undefined) {
  if (!referer) return false
  try {
    return new URL(referer).searchParams.get('appearanceEditor') === 'true'
  } catch {
    return false
  }
}

/**
 * POST auth/logout: ends this browser's sign-in (its tracked row, remember-me
 * token and session) and answers the guest bootstrap data. Refused inside the
 * appearance editor, which would otherwise lose the admin's session.
 */
export default class LogoutController {
  async store(ctx: HttpContext) {
    if (fromAppearanceEditor(ctx.request.header('referer'))) {
      return ctx.response.forbidden({ message: LOGOUT_IN_APPEARANCE_EDITOR })
    }
    await endLogin(ctx)
    return { bootstrapData: await bootstrapDataFor(ctx) }
  }
}

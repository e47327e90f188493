import type UserSession from '../models/user_session.js'
import type { UserSession as UserSessionPayload } from '#core/accounts/shared/account_types'

/** Spec section 3, Session. The key kept in the browser is never shown. */
export function serializeSession(session: UserSession, currentId: number | null): UserSessionPayload {
  return {
    id: session.id,
    device_type: session.deviceType,
    platform: session.platform,
    browser: session.browser,
    city: session.city,
    country: session.country,
    ip_address: session.ipAddress,
    last_active: session.lastActiveAt.toISO(),
    is_current_device: session.id === currentId,
  }
}


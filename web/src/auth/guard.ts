import type { BootstrapData } from '../../../core/kernel/shared/bootstrap_data.js'
import { settingValue, toBoolean } from '../bootstrap/settings.js'
import { hasPermission, isSubscribed } from './permissions.js'

export type GuardOutcome = 'allow' | 'login' | 'pricing' | 'not-found'

export interface GuardRequirements {
  auth?: boolean
  /** Every one is needed (an admin screen: admin.access and its own). */
  permissions?: readonly string[]
}

type Viewer = Pick<BootstrapData, 'user' | 'guest_role' | 'settings'>

/**
 * Spec section 2, general guard: not logged in goes to login; logged in
 * without the permission goes to pricing when billing is on and the user is
 * not subscribed, otherwise to the not-found page.
 */
export function guardOutcome(viewer: Viewer, requirements: GuardRequirements): GuardOutcome {
  const permitted = (requirements.permissions ?? []).every((name) => hasPermission(viewer, name))
  if (!viewer.user) return requirements.auth || !permitted ? 'login' : 'allow'
  return permitted ? 'allow' : deniedOutcome(viewer)
}

/** Where a 401/403 answer to a page's query leads (spec sections 6 and 8). */
export function forbiddenOutcome(
  viewer: Viewer,
  status: 401 | 403
): Exclude<GuardOutcome, 'allow'> {
  return status === 401 || !viewer.user ? 'login' : deniedOutcome(viewer)
}

function deniedOutcome(viewer: Viewer): 'pricing' | 'not-found' {
  return toBoolean(settingValue(viewer.settings, 'billing.enable')) && !isSubscribed(viewer.user)
    ? 'pricing'
    : 'not-found'
}

/** The login URL that brings the visitor back to `path` afterwards. */
export function loginUrl(path: string) {
  return path && path !== '/' ? `/login?redirect=${encodeURIComponent(path)}` : '/login'
}

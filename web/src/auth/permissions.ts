import type { BootstrapData, BootstrapUser } from '../../../core/kernel/shared/bootstrap_data.js'

type Viewer = Pick<BootstrapData, 'user' | 'guest_role'>

/** The permission named admin grants every permission (spec section 6). */
const SUPER_PERMISSION = 'admin'

/** Permission names of the user, or of the guest role when logged out. */
function permissionNames(viewer: Viewer): Set<string> {
  const permissions = viewer.user ? viewer.user.permissions : (viewer.guest_role?.permissions ?? [])
  return new Set(permissions.map((permission) => permission.name))
}

export function hasPermission(viewer: Viewer, name: string) {
  const names = permissionNames(viewer)
  return names.has(SUPER_PERMISSION) || names.has(name)
}

/** Role ids of the user, or the guest role's id when logged out. */
export function roleIds(viewer: Viewer): number[] {
  if (viewer.user) return viewer.user.roles.map((role) => role.id)
  return viewer.guest_role ? [viewer.guest_role.id] : []
}

/** Spec section 6: subscribed means any subscription marked valid. */
export function isSubscribed(user: BootstrapUser | null) {
  return !!user?.subscriptions.some((subscription) => subscription.valid)
}

/**
 * The "subscribed" menu status asks for an active subscription: one that
 * runs, past due too (the billing pages follow it: that is where a failed
 * payment is fixed), though past the grace period it is no longer valid.
 */
export function hasActiveSubscription(user: BootstrapUser | null) {
  return !!user?.subscriptions.some((subscription) => subscription.active)
}

import type {
  BootstrapData,
  BootstrapMenuItem,
} from '../../../core/kernel/shared/bootstrap_data.js'
import type { MenuPosition } from '../../../core/kernel/shared/menu_positions.js'
import { hasActiveSubscription, hasPermission, roleIds } from '../auth/permissions.js'
import { sameSettingValue, settingValue } from '../bootstrap/settings.js'

type Viewer = Pick<BootstrapData, 'user' | 'guest_role' | 'settings'>

/**
 * Spec section 5: an item shows when the viewer has all of its roles and
 * permissions, every listed setting has the listed value and the
 * subscription status matches.
 */
export function isMenuItemVisible(item: BootstrapMenuItem, viewer: Viewer) {
  const roles = roleIds(viewer)
  if (item.roles?.some((role) => !roles.includes(role))) return false
  if (item.permissions?.some((permission) => !hasPermission(viewer, permission))) return false
  if (
    item.settings &&
    Object.entries(item.settings).some(
      ([key, value]) => !sameSettingValue(settingValue(viewer.settings, key), value)
    )
  ) {
    return false
  }
  if (item.subscriptionStatus) {
    const subscribed = hasActiveSubscription(viewer.user)
    if ((item.subscriptionStatus === 'subscribed') !== subscribed) return false
  }
  return true
}

/** The visible items of every menu shown at `position`, with {currentUser} filled in. */
export function menuItemsAt(
  data: Pick<BootstrapData, 'menus'> & Viewer,
  position: MenuPosition
): BootstrapMenuItem[] {
  return data.menus
    .filter((menu) => menu.positions.includes(position))
    .flatMap((menu) => menu.items)
    .filter((item) => isMenuItemVisible(item, data))
    .map((item) =>
      item.action.includes('{currentUser}')
        ? { ...item, action: item.action.replaceAll('{currentUser}', String(data.user?.id ?? '')) }
        : item
    )
}

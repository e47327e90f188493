import type { MenuItemDefault, MenuPosition } from '#core/kernel/contract'
import type { BootstrapMenu } from '#core/kernel/shared/bootstrap_data'
import { positionLabel } from '../shared/position_labels.js'

export type StoredMenus = BootstrapMenu[]

/**
 * Adds default items not seen before to the menu of their position (one
 * menu per position is created when missing). Pure: returns new values.
 */
export function mergeMenuDefaults(
  current: { menus: StoredMenus; seeded: string[] },
  defaults: MenuItemDefault[],
  positions: readonly MenuPosition[]
): { menus: StoredMenus; seeded: string[] } {
  const menus: StoredMenus = structuredClone(current.menus)
  const seeded = new Set(current.seeded)
  for (const position of positions) {
    const fresh = defaults.filter((item) => item.position === position && !seeded.has(item.id))
    if (!fresh.length) continue
    let menu = menus.find((candidate) => candidate.positions.includes(position))
    if (!menu) {
      menu = { id: position, name: positionLabel(position), positions: [position], items: [] }
      menus.push(menu)
    }
    for (const item of fresh) {
      menu.items.push({
        id: item.id,
        type: item.type ?? (/^https?:\/\//.test(item.action) ? 'link' : 'route'),
        label: item.label,
        action: item.action,
        icon: item.icon ?? null,
        target: item.target,
        roles: item.roles ?? [],
        permissions: item.permissions ?? [],
        settings: item.settings,
        subscriptionStatus: item.subscriptionStatus,
      })
      seeded.add(item.id)
    }
  }
  return { menus, seeded: [...seeded] }
}

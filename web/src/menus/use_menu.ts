import type { MenuPosition } from '../../../core/kernel/contract.js'
import { useBootstrap } from '../bootstrap/use_bootstrap.js'
import { menuItemsAt } from './menu_visibility.js'

/** The items the current visitor may see in the menus at a position. */
export function useMenu(position: MenuPosition) {
  return menuItemsAt(useBootstrap(), position)
}

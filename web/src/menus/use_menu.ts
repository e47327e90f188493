import type { MenuPosition } from '../../../core/kernel/shared/menu_positions.js'
import { useBootstrap } from '../bootstrap/use_bootstrap.js'
import { isExternal } from './is_external.js'
import { menuItemsAt } from './menu_visibility.js'
import { useHasScreen } from './use_has_screen.js'

/** The items the current visitor may see in the menus at a position, without links to screens not there yet. */
export function useMenu(position: MenuPosition) {
  const hasScreen = useHasScreen()
  return menuItemsAt(useBootstrap(), position).filter((item) => isExternal(item) || hasScreen(item.action))
}

import { createContext, type ComponentType, type ReactNode } from 'react'
import type { MenuItemProps } from './menu.js'

/**
 * The react-aria-components item and section of an open menu, handed down by
 * the lazily loaded popup so menu.tsx (in every page's first load) needs
 * none of their code.
 */
export const MenuParts = createContext<{
  Item: ComponentType<MenuItemProps>
  Section: ComponentType<{ title?: ReactNode; children: ReactNode }>
} | null>(null)

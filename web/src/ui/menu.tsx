import { lazy, Suspense, useContext, useRef, type ReactNode } from 'react'
import type {
  MenuItemProps as RACMenuItemProps,
  MenuProps as RACMenuProps,
} from 'react-aria-components'
import type { AriaMenuOptions } from 'react-aria/useMenu'
// The same responder react-aria-components' MenuTrigger hands its press handlers down with.
import { PressResponder } from 'react-aria/private/interactions/PressResponder'
import { useMenuTriggerState, type MenuTriggerProps } from 'react-stately/useMenuTriggerState'
import { MenuParts } from './menu_parts.js'
import { useMenuButton } from './use_menu_button.js'
import { useOpenedOnce } from './use_opened_once.js'

/**
 * The popup (react-aria-components' Menu, Popover, collections, focus scope
 * and positioning) loads on first open: pages show many menu triggers and
 * most visits open none of them.
 */
const MenuPopup = lazy(() => import('./menu_popup.js'))

export interface MenuProps<T extends object> extends Omit<RACMenuProps<T>, 'className'> {
  /** The element that opens the menu: a Button or IconButton. */
  trigger: ReactNode
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end'
  triggerProps?: Omit<MenuTriggerProps, 'children' | 'trigger'>
  className?: string
}

/**
 * A menu button: what react-aria-components' MenuTrigger does (its state, and
 * the menu button pattern of use_menu_button.ts for press, keyboard and ARIA
 * attributes), with the popup rendered by the lazily loaded part once the
 * menu has opened.
 */
export function Menu<T extends object>({
  trigger,
  placement = 'bottom end',
  triggerProps,
  className,
  ...props
}: MenuProps<T>) {
  const state = useMenuTriggerState(triggerProps ?? {})
  const triggerRef = useRef<HTMLButtonElement>(null)
  const { menuTriggerProps, menuProps } = useMenuButton(state, triggerRef)
  const opened = useOpenedOnce(state.isOpen)

  return (
    <>
      <PressResponder {...menuTriggerProps} ref={triggerRef} isPressed={state.isOpen}>
        {trigger}
      </PressResponder>
      {opened && (
        <Suspense fallback={null}>
          <MenuPopup
            state={state}
            triggerRef={triggerRef}
            // The lazy component is not generic; the items' type matters only to the caller.
            ariaMenuProps={menuProps as AriaMenuOptions<object>}
            menu={props as Omit<RACMenuProps<object>, 'className'>}
            placement={placement}
            className={className}
          />
        </Suspense>
      )}
    </>
  )
}

export interface MenuItemProps extends Omit<RACMenuItemProps, 'className' | 'children'> {
  icon?: ReactNode
  children: ReactNode
  variant?: 'default' | 'danger'
}

/** Items render only inside the open popup, which provides their implementation. */
export function MenuItem(props: MenuItemProps) {
  const { Item } = useContext(MenuParts)!
  return <Item {...props} />
}

export function MenuSection(props: { title?: ReactNode; children: ReactNode }) {
  const { Section } = useContext(MenuParts)!
  return <Section {...props} />
}

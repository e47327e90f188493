import { useRef, type ReactNode, type RefObject } from 'react'
import Check from 'lucide-react/icons/check'
import {
  Header,
  Menu as RACMenu,
  MenuContext,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  OverlayTriggerStateContext,
  PopoverContext,
  Provider,
  RootMenuTriggerStateContext,
  type MenuProps as RACMenuProps,
} from 'react-aria-components'
import type { AriaMenuOptions } from 'react-aria/useMenu'
import type { RootMenuTriggerState } from 'react-stately/useMenuTriggerState'
import { cx } from './cx.js'
import type { MenuItemProps } from './menu.js'
import { MenuParts } from './menu_parts.js'
import { Popover } from './popover.js'

function MenuItem({ icon, children, variant = 'default', ...props }: MenuItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined)
  return (
    <RACMenuItem
      {...props}
      textValue={textValue}
      className={cx(
        'flex cursor-default items-center gap-3 rounded-[calc(var(--be-radius)/2)] px-3 py-2 text-sm outline-none',
        'data-disabled:text-disabled data-focused:bg-main/10 [&_svg]:size-4.5 [&_svg]:shrink-0',
        variant === 'danger' ? 'text-danger' : 'text-main'
      )}
    >
      {({ isSelected, selectionMode }) => (
        <>
          {icon && <span className="flex text-muted">{icon}</span>}
          <span className="flex-1 truncate">{children}</span>
          {selectionMode !== 'none' && isSelected && <Check aria-hidden className="text-primary" />}
        </>
      )}
    </RACMenuItem>
  )
}

function MenuSection({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <RACMenuSection className="not-first:mt-1 not-first:border-t not-first:border-divider not-first:pt-1">
      {title && (
        <Header className="px-3 pt-2 pb-1 text-xs font-semibold text-muted">{title}</Header>
      )}
      {children}
    </RACMenuSection>
  )
}

const parts = { Item: MenuItem, Section: MenuSection }

/**
 * The popup half of react-aria-components' MenuTrigger: the same contexts
 * around the Popover and Menu, fed by the trigger state menu.tsx owns.
 */
export default function MenuPopup({
  state,
  triggerRef,
  ariaMenuProps,
  menu,
  placement,
  className,
}: {
  state: RootMenuTriggerState
  triggerRef: RefObject<HTMLButtonElement | null>
  ariaMenuProps: AriaMenuOptions<object>
  menu: Omit<RACMenuProps<object>, 'className'>
  placement: 'bottom start' | 'bottom end' | 'top start' | 'top end'
  className?: string
}) {
  const scrollRef = useRef<HTMLDivElement>(null)
  return (
    <Provider
      values={[
        [MenuContext, { ...ariaMenuProps, ref: scrollRef }],
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [
          PopoverContext,
          {
            'trigger': 'MenuTrigger',
            triggerRef,
            scrollRef,
            'aria-labelledby': ariaMenuProps['aria-labelledby'],
          },
        ],
      ]}
    >
      <MenuParts.Provider value={parts}>
        <Popover placement={placement} className={cx('min-w-56 p-1', className)}>
          <RACMenu {...menu} className="outline-none" />
        </Popover>
      </MenuParts.Provider>
    </Provider>
  )
}

import type { ReactNode } from 'react'
import Check from 'lucide-react/icons/check'
import {
  Header,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  MenuTrigger,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuTriggerProps,
} from 'react-aria-components'
import { cx } from './cx.js'
import { Popover } from './popover.js'

export interface MenuProps<T extends object> extends Omit<RACMenuProps<T>, 'className'> {
  /** The element that opens the menu: a Button or IconButton. */
  trigger: ReactNode
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end'
  triggerProps?: Omit<MenuTriggerProps, 'children'>
  className?: string
}

export function Menu<T extends object>({
  trigger,
  placement = 'bottom end',
  triggerProps,
  className,
  ...props
}: MenuProps<T>) {
  return (
    <MenuTrigger {...triggerProps}>
      {trigger}
      <Popover placement={placement} className={cx('min-w-56 p-1', className)}>
        <RACMenu {...props} className="outline-none" />
      </Popover>
    </MenuTrigger>
  )
}

export interface MenuItemProps extends Omit<RACMenuItemProps, 'className' | 'children'> {
  icon?: ReactNode
  children: ReactNode
  variant?: 'default' | 'danger'
}

export function MenuItem({ icon, children, variant = 'default', ...props }: MenuItemProps) {
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

export function MenuSection({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <RACMenuSection className="not-first:mt-1 not-first:border-t not-first:border-divider not-first:pt-1">
      {title && (
        <Header className="px-3 pt-2 pb-1 text-xs font-semibold text-muted">{title}</Header>
      )}
      {children}
    </RACMenuSection>
  )
}

import { NavLink } from 'react-router'
import type { BootstrapMenuItem } from '../../../../core/kernel/shared/bootstrap_data.js'
import { useTrans } from '../../i18n/use_trans.js'
import { isExternal } from '../../menus/is_external.js'
import { MenuIcon } from '../../menus/menu_icon.js'

interface MenuLinkProps {
  item: BootstrapMenuItem
  /** Classes by state; the active state only exists for in-app routes. */
  className: (isActive: boolean) => string
  iconClassName?: string
}

/** One menu item: an in-app NavLink for routes, a plain link for other sites. */
export function MenuLink({ item, className, iconClassName }: MenuLinkProps) {
  const trans = useTrans()
  const content = (
    <>
      <MenuIcon name={item.icon} className={iconClassName} />
      <span className="truncate">{trans(item.label)}</span>
    </>
  )
  if (isExternal(item)) {
    return (
      <a
        href={item.action}
        target={item.target ?? '_blank'}
        rel="noopener noreferrer"
        className={className(false)}
      >
        {content}
      </a>
    )
  }
  return (
    <NavLink
      to={item.action}
      end={item.action === '/'}
      className={({ isActive }) => className(isActive)}
    >
      {content}
    </NavLink>
  )
}

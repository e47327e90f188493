import { useTrans } from '../../i18n/use_trans.js'
import { useMenu } from '../../menus/use_menu.js'
import { cx } from '../../ui/cx.js'
import { MenuLink } from './menu_link.js'

/** Mobile (768 px and below): the mobile-bottom menu as a tab bar. */
export function MobileNav() {
  const trans = useTrans()
  const items = useMenu('mobile-bottom')
  if (!items.length) return null
  return (
    <nav
      aria-label={trans('Main')}
      className="border-t border-divider bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="flex">
        {items.map((item) => (
          <li key={item.id} className="min-w-0 flex-1">
            <MenuLink
              item={item}
              iconClassName="size-6 shrink-0"
              className={(isActive) =>
                cx(
                  'flex h-14 flex-col items-center justify-center gap-1 px-1 text-[11px] font-medium transition-colors',
                  isActive ? 'text-main' : 'text-muted hover:text-main'
                )
              }
            />
          </li>
        ))}
      </ul>
    </nav>
  )
}

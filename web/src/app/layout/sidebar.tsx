import type { BootstrapMenuItem } from '../../../../core/kernel/shared/bootstrap_data.js'
import { useBootstrap } from '../../bootstrap/use_bootstrap.js'
import { useTrans } from '../../i18n/use_trans.js'
import { Slot } from '../../kernel/slot.js'
import { useMenu } from '../../menus/use_menu.js'
import { DESKTOP_QUERY, useMediaQuery } from '../../platform/use_media_query.js'
import { cx } from '../../ui/cx.js'
import { MenuLink } from './menu_link.js'
import { SiteLogo } from './site_logo.js'

const itemClasses = (isActive: boolean) =>
  cx(
    'group flex h-10 items-center gap-4 rounded-base px-3 text-sm font-semibold transition-colors',
    isActive ? 'bg-main/10 text-main' : 'text-muted hover:text-main'
  )

/**
 * Desktop navigation: logo, the sidebar menus, then whatever plugins add
 * (library, playlists). Not rendered at all on narrow screens, where CSS
 * would hide it: its plugin parts would load code and data for nothing.
 */
export function Sidebar() {
  const trans = useTrans()
  const primary = useMenu('sidebar-primary')
  const secondary = useMenu('sidebar-secondary')
  // The server renderer goes by the device the browser says it is.
  const isDesktop = useMediaQuery(DESKTOP_QUERY, !useBootstrap().is_mobile_device)
  if (!isDesktop) return null

  return (
    <aside className="fixed top-0 bottom-(--bottom-chrome) left-0 z-30 hidden w-60 flex-col gap-2 p-2 md:flex">
      <div className="flex h-14 shrink-0 items-center px-3">
        <SiteLogo />
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto scrollbar-thin">
        <SidebarMenu label={trans('Main')} items={primary} />
        <SidebarMenu label={trans('Your library')} items={secondary} />
        <Slot name="sidebar" />
      </div>
    </aside>
  )
}

/** One menu of the sidebar as a labelled navigation landmark; nothing when it is empty. */
function SidebarMenu({ label, items }: { label: string; items: BootstrapMenuItem[] }) {
  if (!items.length) return null
  return (
    <nav aria-label={label} className="rounded-base bg-paper p-2">
      <ul className="flex flex-col gap-0.5">
        {items.map((item) => (
          <li key={item.id}>
            <MenuLink
              item={item}
              className={itemClasses}
              iconClassName="size-5.5 shrink-0 group-aria-[current=page]:text-primary"
            />
          </li>
        ))}
      </ul>
    </nav>
  )
}

import { NavLink } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { MenuIcon } from '@web/menus/menu_icon.js'
import { cx } from '@web/ui/cx.js'
import { sectionTitle, type AdminMenuSection } from './admin_menu.js'

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    'group flex h-9 items-center gap-3 rounded-base px-3 text-sm font-medium transition-colors',
    'outline-none focus-visible:ring-2 focus-visible:ring-primary',
    isActive ? 'bg-main/8 text-main' : 'text-muted hover:bg-main/5 hover:text-main'
  )

const iconClasses =
  'size-4.5 shrink-0 text-muted transition-colors group-hover:text-main group-aria-[current=page]:text-primary'

/**
 * The admin navigation: the overview, then each section's screens under its
 * heading. `onNavigate` closes the drawer it sits in on narrow screens.
 */
export function AdminNav({
  sections,
  onNavigate,
}: {
  sections: readonly AdminMenuSection[]
  onNavigate?: () => void
}) {
  const trans = useTrans()
  return (
    <nav aria-label={trans('Admin')} className="flex flex-col gap-5">
      <ul className="flex flex-col gap-0.5">
        <li>
          <NavLink to="/admin" end className={linkClasses} onClick={onNavigate}>
            <MenuIcon name="layout-dashboard" className={iconClasses} />
            {trans('Overview')}
          </NavLink>
        </li>
      </ul>
      {sections.map((section) => (
        <section
          key={section.name}
          aria-labelledby={section.name ? `admin-nav-${section.name}` : undefined}
        >
          {section.name && (
            <h2
              id={`admin-nav-${section.name}`}
              className="mb-1.5 px-3 text-[11px] font-semibold tracking-wider text-muted uppercase"
            >
              {trans(sectionTitle(section.name))}
            </h2>
          )}
          <ul className="flex flex-col gap-0.5">
            {section.screens.map((screen) => (
              <li key={screen.path}>
                <NavLink to={screen.href} className={linkClasses} onClick={onNavigate}>
                  <MenuIcon name={screen.icon} className={iconClasses} />
                  <span className="truncate">{trans(screen.label)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  )
}

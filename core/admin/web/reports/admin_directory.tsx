import ChevronRight from 'lucide-react/icons/chevron-right'
import { Link } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { MenuIcon } from '@web/menus/menu_icon.js'
import { sectionTitle } from '../shell/admin_menu.js'
import { useAdminMenu } from '../shell/use_admin_menu.js'

/** Every screen the admin may open, by section, so the index is never a dead end on a small screen. */
export function AdminDirectory() {
  const trans = useTrans()
  const sections = useAdminMenu()
  return (
    <div className="flex flex-col gap-8">
      {sections.map((section) => (
        <section key={section.name}>
          {section.name && <h2 className="mb-3 text-sm font-semibold text-muted">{trans(sectionTitle(section.name))}</h2>}
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {section.screens.map((screen) => (
              <li key={screen.path}>
                <Link
                  to={screen.href}
                  className="group flex items-center gap-4 rounded-base border border-divider bg-paper p-4 transition hover:border-main/25 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-primary"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-base bg-primary/10 text-primary">
                    <MenuIcon name={screen.icon} className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1 font-medium">{trans(screen.label)}</span>
                  <ChevronRight aria-hidden className="size-4 text-muted transition-transform group-hover:translate-x-0.5" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

import { useState } from 'react'
import ChevronRight from 'lucide-react/icons/chevron-right'
import { Link } from 'react-router'
import { useCurrentUser } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { Zone } from '@web/kernel/zone.js'
import { MenuIcon } from '@web/menus/menu_icon.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { sectionTitle } from '../shell/admin_menu.js'
import { useAdminMenu } from '../shell/use_admin_menu.js'
import { ADMIN_OVERVIEW_WIDGETS } from '../zones.js'

/** The period the overview's widgets show. */
const PERIOD_DAYS = 7

/**
 * /admin: a greeting, the widgets modules put in the overview's zone (each
 * about the last seven days), then every screen the admin may open, by
 * section, so the overview is never a dead end.
 */
export default function OverviewPage() {
  const trans = useTrans()
  const user = useCurrentUser()
  const sections = useAdminMenu()
  // Fixed for the page's life, so the widgets' queries keep one key.
  const [since] = useState(() => new Date(Date.now() - PERIOD_DAYS * 86_400_000).toISOString())
  useDocumentTitle(trans('Admin'))

  return (
    <>
      <PageHeader
        title={trans('Welcome back, :name', { name: user?.first_name || user?.name || '' })}
        description={trans('What is happening on your site, and everything you can manage.')}
      />
      <div className="mb-10 grid gap-4 sm:grid-cols-2 xl:grid-cols-3 empty:hidden">
        <Zone
          zone={ADMIN_OVERVIEW_WIDGETS}
          since={since}
          periodLabel={trans('Last :count days', { count: PERIOD_DAYS })}
          fallback={<Skeleton className="h-36" />}
        />
      </div>
      <div className="flex flex-col gap-8">
        {sections.map((section) => (
          <section key={section.name}>
            {section.name && (
              <h2 className="mb-3 text-sm font-semibold text-muted">
                {trans(sectionTitle(section.name))}
              </h2>
            )}
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {section.screens.map((screen) => (
                <li key={screen.path}>
                  <Link
                    to={screen.href}
                    className="group flex items-center gap-4 rounded-base border border-divider bg-paper p-4 transition hover:border-main/25 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-base bg-primary/10 text-primary">
                      <MenuIcon name={screen.icon} className="size-5" />
                    </span>
                    <span className="min-w-0 flex-1 font-medium">{trans(screen.label)}</span>
                    <ChevronRight
                      aria-hidden
                      className="size-4 text-muted transition-transform group-hover:translate-x-0.5"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}

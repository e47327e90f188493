import { MenuLink } from '@web/app/layout/menu_link.js'
import { SiteLogo } from '@web/app/layout/site_logo.js'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useMenu } from '@web/menus/use_menu.js'

/** The logo, the site's description, the footer menu (auth-page-footer) and the copyright line. */
export function LandingFooter() {
  const trans = useTrans()
  const { branding, settings } = useBootstrap()
  const items = useMenu('auth-page-footer')
  const description = (settings.branding as { site_description?: string } | undefined)
    ?.site_description

  return (
    <footer className="border-t border-divider">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12 md:flex-row md:items-start md:justify-between md:px-8">
        <div className="flex max-w-sm flex-col gap-3">
          <SiteLogo />
          {description && <p className="text-sm leading-6 text-muted">{trans(description)}</p>}
        </div>
        {items.length > 0 && (
          <nav aria-label={trans('Footer')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
              {items.map((item) => (
                <li key={item.id}>
                  <MenuLink
                    item={item}
                    iconClassName="hidden"
                    className={() => 'text-muted transition-colors hover:text-main'}
                  />
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <p className="mx-auto max-w-7xl px-4 pb-10 text-xs text-muted md:px-8">
        © {new Date().getFullYear()} {branding.site_name}
      </p>
    </footer>
  )
}

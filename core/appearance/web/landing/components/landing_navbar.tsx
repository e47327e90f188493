import MenuIcon from 'lucide-react/icons/menu'
import { MenuLink } from '@web/app/layout/menu_link.js'
import { SiteLogo } from '@web/app/layout/site_logo.js'
import { ThemeSwitcher } from '@web/app/layout/theme_switcher.js'
import { toBoolean } from '@web/bootstrap/settings.js'
import { useSetting } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { isExternal } from '@web/menus/is_external.js'
import { useMenu } from '@web/menus/use_menu.js'
import { ButtonLink, IconButton } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import { Menu, MenuItem } from '@web/ui/menu.js'

/**
 * The landing page's top bar over the hero: logo, the landing-page-navbar
 * menu (a menu button on phones), theme choice, and sign in / sign up.
 */
export function LandingNavbar() {
  const trans = useTrans()
  const items = useMenu('landing-page-navbar')
  const registrationDisabled = toBoolean(useSetting('registration.disable'))

  return (
    <header className="absolute inset-x-0 top-0 z-20">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 md:h-20 md:gap-6 md:px-8">
        <SiteLogo className="md:mr-4" />
        {items.length > 0 && (
          <nav aria-label={trans('Main')} className="max-md:hidden">
            <ul className="flex items-center gap-1">
              {items.map((item) => (
                <li key={item.id}>
                  <MenuLink
                    item={item}
                    iconClassName="hidden"
                    className={(isActive) =>
                      cx(
                        'rounded-full px-4 py-2 text-sm font-semibold transition-colors hover:text-main',
                        isActive ? 'text-main' : 'text-muted'
                      )
                    }
                  />
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="ml-auto">
          <ThemeSwitcher />
        </div>
        {items.length > 0 && (
          <Menu
            aria-label={trans('Main')}
            trigger={
              <IconButton aria-label={trans('Open menu')} size="sm" className="md:hidden">
                <MenuIcon aria-hidden />
              </IconButton>
            }
          >
            {items.map((item) => (
              <MenuItem
                key={item.id}
                id={item.id}
                href={item.action}
                target={isExternal(item) ? (item.target ?? '_blank') : undefined}
                textValue={trans(item.label)}
              >
                {trans(item.label)}
              </MenuItem>
            ))}
          </Menu>
        )}
        <ButtonLink href="/login" variant="ghost" size="sm" className="rounded-full">
          {trans('Sign in')}
        </ButtonLink>
        {!registrationDisabled && (
          <ButtonLink
            href="/register"
            variant="primary"
            size="sm"
            className="rounded-full max-md:hidden"
          >
            {trans('Sign up')}
          </ButtonLink>
        )}
      </div>
    </header>
  )
}

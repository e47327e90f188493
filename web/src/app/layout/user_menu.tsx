import Check from 'lucide-react/icons/check'
import LogOut from 'lucide-react/icons/log-out'
import { Button as RACButton } from 'react-aria-components'
import { useLogout } from '../../auth/use_logout.js'
import { useBootstrap, useSetting } from '../../bootstrap/use_bootstrap.js'
import { toBoolean } from '../../bootstrap/settings.js'
import { useTrans } from '../../i18n/use_trans.js'
import { isExternal } from '../../menus/is_external.js'
import { MenuIcon } from '../../menus/menu_icon.js'
import { useMenu } from '../../menus/use_menu.js'
import { Avatar } from '../../ui/avatar.js'
import { ButtonLink } from '../../ui/button.js'
import { Menu, MenuItem, MenuSection } from '../../ui/menu.js'
import type { UserMenuSection } from '../../kernel/define_web_plugin.js'
import { webPlugins } from '../../kernel/web_plugins.js'

/** The web parts' user-menu hooks, fixed at build time: the same hooks run on every render. */
const userMenuHooks = webPlugins.flatMap(({ moduleId, plugin }) => (plugin.userMenu ? [{ moduleId, use: plugin.userMenu }] : []))

function useUserMenuSections() {
  const sections: Array<UserMenuSection & { moduleId: string }> = []
  for (const hook of userMenuHooks) {
    const section = hook.use()
    if (section) sections.push({ ...section, moduleId: hook.moduleId })
  }
  return sections
}

/** Logged in: the avatar opening the auth-dropdown menu and Log out. Logged out: Sign up and Sign in. */
export function UserMenu() {
  const trans = useTrans()
  const { user } = useBootstrap()
  const registrationDisabled = toBoolean(useSetting('registration.disable'))
  const items = useMenu('auth-dropdown')
  const logout = useLogout()
  const sections = useUserMenuSections()

  if (!user) {
    return (
      <div className="flex items-center gap-2">
        {!registrationDisabled && (
          <ButtonLink href="/register" variant="ghost" size="sm" className="max-md:hidden">
            {trans('Sign up')}
          </ButtonLink>
        )}
        <ButtonLink href="/login" variant="primary" size="sm">
          {trans('Sign in')}
        </ButtonLink>
      </div>
    )
  }

  return (
    <Menu
      aria-label={trans('Account')}
      trigger={
        <RACButton
          aria-label={trans('Account: :name', { name: user.name })}
          className="flex rounded-full bg-chip p-1 transition hover:scale-105"
        >
          <Avatar name={user.name} src={user.image} size="md" />
        </RACButton>
      }
    >
      <MenuSection title={<span className="block max-w-56 truncate text-main">{user.name}</span>}>
        {items.map((item) => (
          <MenuItem
            key={item.id}
            id={item.id}
            href={item.action}
            target={isExternal(item) ? (item.target ?? '_blank') : undefined}
            icon={<MenuIcon name={item.icon} />}
            textValue={trans(item.label)}
          >
            {trans(item.label)}
          </MenuItem>
        ))}
      </MenuSection>
      {sections.map((section) => (
        <MenuSection key={section.moduleId} title={section.title}>
          {section.entries.map((entry) => (
            <MenuItem
              key={entry.id}
              id={`${section.moduleId}:${entry.id}`}
              href={entry.href}
              onAction={entry.onAction}
              icon={entry.icon}
              textValue={entry.label}
            >
              <span className="flex items-center justify-between gap-3">
                <span className="truncate">{entry.label}</span>
                {entry.isCurrent && <Check aria-label={trans('Current')} className="size-4 shrink-0 text-primary" />}
              </span>
            </MenuItem>
          ))}
        </MenuSection>
      ))}
      <MenuSection>
        <MenuItem id="logout" icon={<LogOut />} onAction={logout}>
          {trans('Log out')}
        </MenuItem>
      </MenuSection>
    </Menu>
  )
}

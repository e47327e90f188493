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

/** Logged in: the avatar opening the auth-dropdown menu and Log out. Logged out: Sign up and Sign in. */
export function UserMenu() {
  const trans = useTrans()
  const { user } = useBootstrap()
  const registrationDisabled = toBoolean(useSetting('registration.disable'))
  const items = useMenu('auth-dropdown')
  const logout = useLogout()

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
      <MenuSection>
        <MenuItem id="logout" icon={<LogOut />} onAction={logout}>
          {trans('Log out')}
        </MenuItem>
      </MenuSection>
    </Menu>
  )
}

import BadgeCheck from 'lucide-react/icons/badge-check'
import Bell from 'lucide-react/icons/bell'
import CreditCard from 'lucide-react/icons/credit-card'
import Disc3 from 'lucide-react/icons/disc-3'
import ListMusic from 'lucide-react/icons/list-music'
import MessageSquare from 'lucide-react/icons/message-square'
import UserPlus from 'lucide-react/icons/user-plus'
import Users from 'lucide-react/icons/users'
import type { ComponentType } from 'react'
import { MENU_ICON_NAMES } from '@web/menus/menu_icon_names.js'
import { MenuIcon } from '@web/menus/menu_icon.js'

/**
 * The icon names notification types declare (`icon` in the manifest, and on
 * lines), as lucide icons. A name missing here that is one of the menu
 * icons' lucide names draws from their sprite; anything else shows a bell.
 */
const NOTIFICATION_ICONS: Record<string, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  'album': Disc3,
  'playlist': ListMusic,
  'person-add': UserPlus,
  'comment': MessageSquare,
  'verified': BadgeCheck,
  'payment': CreditCard,
  'credit-card': CreditCard,
  'workspace': Users,
  'group': Users,
}

const MENU_ICONS = new Set<string>(MENU_ICON_NAMES)

export function NotificationIcon({ name }: { name?: string | null }) {
  const Icon = name ? NOTIFICATION_ICONS[name] : undefined
  if (Icon) return <Icon aria-hidden />
  if (name && MENU_ICONS.has(name)) return <MenuIcon name={name} />
  return <Bell aria-hidden />
}

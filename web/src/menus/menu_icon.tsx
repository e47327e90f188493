import type { LucideProps } from 'lucide-react'
import type { ComponentType } from 'react'
import AudioLines from 'lucide-react/icons/audio-lines'
import Bell from 'lucide-react/icons/bell'
import CircleHelp from 'lucide-react/icons/circle-help'
import Compass from 'lucide-react/icons/compass'
import CreditCard from 'lucide-react/icons/credit-card'
import Disc3 from 'lucide-react/icons/disc-3'
import FileText from 'lucide-react/icons/file-text'
import Heart from 'lucide-react/icons/heart'
import History from 'lucide-react/icons/history'
import House from 'lucide-react/icons/house'
import LayoutDashboard from 'lucide-react/icons/layout-dashboard'
import Library from 'lucide-react/icons/library'
import ListMusic from 'lucide-react/icons/list-music'
import LogOut from 'lucide-react/icons/log-out'
import Mail from 'lucide-react/icons/mail'
import Mic from 'lucide-react/icons/mic'
import MicVocal from 'lucide-react/icons/mic-vocal'
import Music from 'lucide-react/icons/music'
import Radio from 'lucide-react/icons/radio'
import Search from 'lucide-react/icons/search'
import Settings from 'lucide-react/icons/settings'
import Shield from 'lucide-react/icons/shield'
import Tag from 'lucide-react/icons/tag'
import TrendingUp from 'lucide-react/icons/trending-up'
import Upload from 'lucide-react/icons/upload'
import User from 'lucide-react/icons/user'
import Users from 'lucide-react/icons/users'

/**
 * Menu items name their icon by its lucide name ('house', 'disc-3'); admins
 * pick from this set in the menu editor. Only these icons enter the bundle.
 */
const MENU_ICONS: Record<string, ComponentType<LucideProps>> = {
  'audio-lines': AudioLines,
  'bell': Bell,
  'circle-help': CircleHelp,
  'compass': Compass,
  'credit-card': CreditCard,
  'disc-3': Disc3,
  'file-text': FileText,
  'heart': Heart,
  'history': History,
  'house': House,
  'layout-dashboard': LayoutDashboard,
  'library': Library,
  'list-music': ListMusic,
  'log-out': LogOut,
  'mail': Mail,
  'mic': Mic,
  'mic-vocal': MicVocal,
  'music': Music,
  'radio': Radio,
  'search': Search,
  'settings': Settings,
  'shield': Shield,
  'tag': Tag,
  'trending-up': TrendingUp,
  'upload': Upload,
  'user': User,
  'users': Users,
}

/** Older menus used snake_case names ('library_music'); both spellings find the icon. */
export function MenuIcon({ name, className }: { name?: string | null; className?: string }) {
  const Icon = name ? MENU_ICONS[name.toLowerCase().replaceAll('_', '-')] : undefined
  return Icon ? <Icon aria-hidden className={className} /> : null
}

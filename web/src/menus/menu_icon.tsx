import spriteUrl from 'virtual:cadenza/menu-icons'
import { MENU_ICON_NAMES } from './menu_icon_names.js'

const KNOWN = new Set<string>(MENU_ICON_NAMES)

/**
 * A menu item's icon, by its lucide name, drawn from the menu icon sprite
 * with lucide's look (24-unit box, 2-unit round strokes in the text colour).
 * Older menus used snake_case names ('library_music'); both spellings find
 * the icon. Unknown names draw nothing.
 */
export function MenuIcon({ name, className }: { name?: string | null; className?: string }) {
  const icon = name?.toLowerCase().replaceAll('_', '-')
  if (!icon || !KNOWN.has(icon)) return null
  return (
    <svg
      aria-hidden
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${spriteUrl}#${icon}`} />
    </svg>
  )
}

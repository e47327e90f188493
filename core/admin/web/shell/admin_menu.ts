import type { AdminScreenDefinition } from '../../../kernel/shared/admin_screens.js'
import type { RegisteredWebPlugin } from '@web/kernel/define_web_plugin.js'

export interface AdminMenuScreen extends AdminScreenDefinition {
  /** Where the screen is: /admin/<path>. */
  href: string
}

export interface AdminMenuSection {
  /** The declared section ('system'); '' for screens that name none. */
  name: string
  screens: AdminMenuScreen[]
}

const orderOf = (screen: AdminScreenDefinition) => screen.order ?? 100

/**
 * The admin navigation: every declared screen that a web part draws and the
 * viewer may open (`mayOpen` of its permission), by order, grouped by section;
 * a section comes where its first screen would. Declarations without a
 * screen never become links.
 */
export function adminMenu(
  plugins: readonly RegisteredWebPlugin[],
  mayOpen: (permission: string) => boolean
): AdminMenuSection[] {
  const screens = plugins
    .flatMap(({ plugin, admin }) => admin.filter((screen) => plugin.adminScreens?.[screen.path]))
    .filter((screen) => mayOpen(screen.permission))
    .sort((a, b) => orderOf(a) - orderOf(b))
  const sections = new Map<string, AdminMenuScreen[]>()
  for (const screen of screens) {
    const name = screen.section ?? ''
    if (!sections.has(name)) sections.set(name, [])
    sections.get(name)!.push({ ...screen, href: `/admin/${screen.path}` })
  }
  return [...sections].map(([name, sectionScreens]) => ({ name, screens: sectionScreens }))
}

/** The screen a path is in (its own path or one below it), for the header's title. */
export function screenAt(sections: readonly AdminMenuSection[], pathname: string) {
  return sections
    .flatMap((section) => section.screens)
    .find((screen) => pathname === screen.href || pathname.startsWith(`${screen.href}/`))
}

/** A section id as its heading (before translation): 'system' -> 'System'. */
export function sectionTitle(name: string) {
  return name.charAt(0).toUpperCase() + name.slice(1)
}

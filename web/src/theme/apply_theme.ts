import type { BootstrapTheme } from '../../../core/kernel/shared/bootstrap_data.js'

const FONT_LINK_ID = 'be-theme-font'
const FALLBACK_STACK = 'ui-sans-serif, system-ui, sans-serif'
let appliedKeys: string[] = []
let appliedTheme: BootstrapTheme | null | undefined

/**
 * Puts a theme on the page: its values become CSS variables on :root (the
 * Tailwind tokens read them), dark themes add the `dark` class, and its font,
 * if any, replaces the default stack. Variables a previous theme set and
 * this one lacks are removed so the CSS defaults show again.
 */
export function applyTheme(
  theme: BootstrapTheme | null,
  root: HTMLElement = document.documentElement
) {
  // Putting the same theme on again would still restyle the whole page.
  if (theme === appliedTheme) return
  appliedTheme = theme
  for (const key of appliedKeys) root.style.removeProperty(key)
  appliedKeys = []
  if (!theme) return

  for (const [key, value] of themeVariables(theme)) {
    root.style.setProperty(key, value)
    appliedKeys.push(key)
  }
  root.classList.toggle('dark', theme.is_dark)
  applyThemeFont(theme, root)
}

/**
 * Records the theme the page's head script already put on (the shell's
 * theme_boot_script.ts sets the same variables and class) without setting
 * them again, and adds what that script leaves out: the theme's font.
 */
export function adoptTheme(theme: BootstrapTheme | null, root = document.documentElement) {
  appliedTheme = theme
  appliedKeys = theme ? themeVariables(theme).map(([key]) => key) : []
  if (theme) applyThemeFont(theme, root)
}

/** The theme's CSS variables that have a value. */
const themeVariables = (theme: BootstrapTheme) =>
  Object.entries(theme.values).filter(([key, value]) => key.startsWith('--') && value)

function applyThemeFont(theme: BootstrapTheme, root: HTMLElement) {
  const family = theme.font?.family?.trim()
  if (family) {
    root.style.setProperty('--be-font-family', `"${family.replaceAll('"', '')}", ${FALLBACK_STACK}`)
    appliedKeys.push('--be-font-family')
  }
  loadWebFont(theme.font?.google ? family : undefined)
}

/** Spec section 7: fonts come from a public web-fonts stylesheet (families, weights, display=swap). */
function loadWebFont(family: string | undefined) {
  const existing = document.getElementById(FONT_LINK_ID) as HTMLLinkElement | null
  if (!family) {
    existing?.remove()
    return
  }
  const href = `https://fonts.googleapis.com/css2?family=${encodeURIComponent(family).replaceAll('%20', '+')}:wght@400;500;600;700&display=swap`
  if (existing?.href === href) return
  const link =
    existing ??
    Object.assign(document.createElement('link'), { id: FONT_LINK_ID, rel: 'stylesheet' })
  link.href = href
  if (!existing) document.head.append(link)
}

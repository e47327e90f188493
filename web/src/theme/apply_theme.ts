import type { BootstrapTheme } from '../../../core/kernel/shared/bootstrap_data.js'
import { fontStack, loadFont } from './theme_fonts.js'

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
  setThemeFont(theme.font?.family ?? null, root)
}

/**
 * Puts a catalogue font on the page: the font variable names it (the
 * theme's own stack returns when there is none) and its self-hosted
 * stylesheet is fetched. Also how the appearance editor's preview tries a
 * font (setThemeFont).
 */
export function setThemeFont(family: string | null, root: HTMLElement = document.documentElement) {
  const stack = fontStack(family)
  if (stack) {
    root.style.setProperty('--be-font-family', stack)
    if (!appliedKeys.includes('--be-font-family')) appliedKeys.push('--be-font-family')
    void loadFont(family)
    return
  }
  const own = appliedTheme?.values['--be-font-family']
  if (own) root.style.setProperty('--be-font-family', own)
  else root.style.removeProperty('--be-font-family')
}

import type { BootstrapTheme } from './bootstrap_data.js'

/*
 * Shared by the web app and the shell's inline theme script (theme_boot_script.ts), which
 * sends these functions' own source to the browser: each must use nothing but its arguments.
 */

/** Where the visitor's choice is kept in the browser (spec section 4: local storage). */
export const THEME_CHOICE_STORAGE_KEY = 'cadenza.theme'

/** What the visitor picked: follow the OS, the default light or dark theme, or one theme by id. */
export type ThemeChoice = 'system' | 'light' | 'dark' | number

/** A site's default mode for visitors who have not chosen (setting themes.default_mode). */
export type ThemeMode = 'system' | 'light' | 'dark'

export function parseThemeChoice(raw: string | null | undefined): ThemeChoice | null {
  if (raw === 'system' || raw === 'light' || raw === 'dark') return raw
  if (raw && /^\d+$/.test(raw)) return Number(raw) === 0 ? 'system' : Number(raw)
  return null
}

/**
 * Spec section 4: 'system' (or 0) means the theme marked default for the OS
 * preference; 'light'/'dark' the default light/dark theme; a number that
 * theme. Anything unresolvable falls back to the first theme.
 */
export function resolveTheme(
  themes: BootstrapTheme[],
  choice: ThemeChoice,
  prefersDark: boolean
): BootstrapTheme | null {
  const mode = choice === 'system' || choice === 0 ? (prefersDark ? 'dark' : 'light') : choice
  let theme: BootstrapTheme | undefined
  if (mode === 'dark') theme = themes.find((t) => t.default_dark) ?? themes.find((t) => t.is_dark)
  else if (mode === 'light')
    theme = themes.find((t) => t.default_light) ?? themes.find((t) => !t.is_dark)
  else theme = themes.find((t) => t.id === mode)
  return theme ?? themes[0] ?? null
}

/**
 * The choice in effect: the stored one when visitors may switch, else the
 * site's default theme, else the site's default mode (themes.default_mode:
 * light, dark or system), else the OS.
 */
export function effectiveChoice(
  stored: ThemeChoice | null,
  config: { default_id: number | null; user_change: boolean; default_mode?: ThemeMode }
): ThemeChoice {
  if (config.user_change && stored !== null) return stored
  return config.default_id ?? config.default_mode ?? 'system'
}

import { parseThemeChoice, type ThemeChoice } from './resolve_theme.js'

const STORAGE_KEY = 'cadenza.theme'

/** The visitor's theme choice, kept in local storage (spec section 4); null when none or storage is blocked. */
export function readThemeChoice(): ThemeChoice | null {
  try {
    return parseThemeChoice(localStorage.getItem(STORAGE_KEY))
  } catch {
    return null
  }
}

export function storeThemeChoice(choice: ThemeChoice) {
  try {
    localStorage.setItem(STORAGE_KEY, String(choice))
  } catch {
    // Private mode or blocked storage: the choice still applies for this visit.
  }
}

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)'

export function prefersDark() {
  return window.matchMedia(DARK_SCHEME_QUERY).matches
}

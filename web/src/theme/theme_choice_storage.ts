import {
  parseThemeChoice,
  THEME_CHOICE_STORAGE_KEY,
  type ThemeChoice,
} from '../../../core/kernel/shared/theme_choice.js'

/** The visitor's theme choice, kept in local storage (spec section 4); null when none or storage is blocked. */
export function readThemeChoice(): ThemeChoice | null {
  try {
    return parseThemeChoice(localStorage.getItem(THEME_CHOICE_STORAGE_KEY))
  } catch {
    return null
  }
}

function storeThemeChoice(choice: ThemeChoice) {
  try {
    localStorage.setItem(THEME_CHOICE_STORAGE_KEY, String(choice))
  } catch {
    // Private mode or blocked storage: the choice still applies for this visit.
  }
}

const listeners = new Set<() => void>()
let current: ThemeChoice | null | undefined

/** The visitor's choice as a store (useSyncExternalStore): read once, then kept here as it changes. */
export const themeChoiceStore = {
  get: (): ThemeChoice | null => (current === undefined ? (current = readThemeChoice()) : current),
  set: (choice: ThemeChoice) => {
    storeThemeChoice(choice)
    current = choice
    for (const listener of listeners) listener()
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

const previewListeners = new Set<() => void>()
let previewed: number | null = null

/**
 * The theme the appearance editor shows in its preview (setActiveTheme):
 * chosen for this page only, over the visitor's choice, never stored.
 */
export const previewThemeStore = {
  get: (): number | null => previewed,
  set: (themeId: number) => {
    previewed = themeId
    for (const listener of previewListeners) listener()
  },
  subscribe: (listener: () => void) => {
    previewListeners.add(listener)
    return () => {
      previewListeners.delete(listener)
    }
  },
}

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)'

export function prefersDark() {
  return window.matchMedia(DARK_SCHEME_QUERY).matches
}

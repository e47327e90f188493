import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import type { BootstrapTheme } from '../../../core/kernel/shared/bootstrap_data.js'
import { useBootstrap } from '../bootstrap/use_bootstrap.js'
import { useHydrated } from '../platform/use_hydrated.js'
import { applyTheme } from './apply_theme.js'
import { effectiveChoice, resolveTheme, type ThemeChoice } from './resolve_theme.js'
import {
  DARK_SCHEME_QUERY,
  prefersDark,
  readThemeChoice,
  storeThemeChoice,
} from './theme_choice_storage.js'

interface ThemeState {
  choice: ThemeChoice
  theme: BootstrapTheme | null
  /** Whether visitors may switch themes (themes.user_change). */
  canChange: boolean
  select(choice: ThemeChoice): void
}

const ThemeContext = createContext<ThemeState | null>(null)

function subscribeToScheme(onChange: () => void) {
  const query = window.matchMedia(DARK_SCHEME_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * Resolves and applies the active theme; follows the OS while the choice is
 * 'system'. A page drawn on the server knows neither the stored choice nor
 * the OS scheme and assumes the site's dark-first default: hydration draws
 * the same, leaving the document's theme as main.tsx already set it.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { themes } = useBootstrap()
  const hydrated = useHydrated()
  const [stored, setStored] = useState(readThemeChoice)
  const osPrefersDark = useSyncExternalStore(subscribeToScheme, prefersDark, () => true)
  const choice = effectiveChoice(hydrated ? stored : null, themes)
  const theme = resolveTheme(themes.all, choice, osPrefersDark)

  useLayoutEffect(() => {
    if (hydrated) applyTheme(theme)
  }, [theme, hydrated])

  const select = useCallback((next: ThemeChoice) => {
    storeThemeChoice(next)
    setStored(next)
  }, [])

  const state = useMemo(
    () => ({ choice, theme, canChange: themes.user_change, select }),
    [choice, theme, themes.user_change, select]
  )
  return <ThemeContext value={state}>{children}</ThemeContext>
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext)
  if (!state) throw new Error('useTheme must be called inside <ThemeProvider>')
  return state
}

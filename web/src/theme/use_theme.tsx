import { useLayoutEffect, useSyncExternalStore } from 'react'
import type { BootstrapTheme } from '../../../core/kernel/shared/bootstrap_data.js'
import {
  effectiveChoice,
  resolveTheme,
  type ThemeChoice,
} from '../../../core/kernel/shared/theme_choice.js'
import { useBootstrap } from '../bootstrap/use_bootstrap.js'
import { useHydrated } from '../platform/use_hydrated.js'
import { applyTheme } from './apply_theme.js'
import {
  DARK_SCHEME_QUERY,
  prefersDark,
  previewThemeStore,
  themeChoiceStore,
} from './theme_choice_storage.js'

interface ThemeState {
  choice: ThemeChoice
  theme: BootstrapTheme | null
  /** Whether visitors may switch themes (themes.user_change). */
  canChange: boolean
  select(choice: ThemeChoice): void
}

function subscribeToScheme(onChange: () => void) {
  const query = window.matchMedia(DARK_SCHEME_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * The active theme: the stored choice, else the site's default, else the OS
 * scheme (followed while the choice is 'system'). Read from stores, not a
 * context, so a change re-renders only the components that read it. A page
 * drawn on the server knows neither the stored choice nor the OS scheme and
 * assumes the site's dark-first default; hydration draws the same, then
 * these readers move to the browser's values.
 */
export function useTheme(): ThemeState {
  const { themes } = useBootstrap()
  const stored = useSyncExternalStore(
    themeChoiceStore.subscribe,
    themeChoiceStore.get,
    () => null
  )
  const osPrefersDark = useSyncExternalStore(subscribeToScheme, prefersDark, () => true)
  const previewed = useSyncExternalStore(
    previewThemeStore.subscribe,
    previewThemeStore.get,
    () => null
  )
  const choice = previewed ?? effectiveChoice(stored, themes)
  return {
    choice,
    theme: resolveTheme(themes.all, choice, osPrefersDark),
    canChange: themes.user_change,
    select: themeChoiceStore.set,
  }
}

/**
 * Puts the active theme on the page whenever it changes (rendered once, by
 * App). Not while hydrating: the server's assumed theme is not the page's,
 * which the head script already set.
 */
export function ThemeApplier() {
  const { theme } = useTheme()
  const hydrated = useHydrated()
  useLayoutEffect(() => {
    if (hydrated) applyTheme(theme)
  }, [theme, hydrated])
  return null
}

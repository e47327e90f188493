// tsyringe needs the Reflect metadata API before any service module is evaluated.
import './services/reflect_metadata.js'
import './styles/app.css'
import { hydrate, type DehydratedState } from '@tanstack/react-query'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { SERVER_PAGE_GLOBAL } from '../../core/kernel/shared/bootstrap_data.js'
import type { ServerPageState } from '../../core/kernel/shared/server_render.js'
import { App } from './app/app.js'
import { createQueryClient } from './app/query_client.js'
import { appRoutes } from './app/router/app_routes.js'
import { AppRoutesView } from './app/router/app_routes_view.js'
import { BrowserNavigation } from './app/router/browser_navigation.js'
import { RouteLoads } from './app/router/route_loads.js'
import { reloadOnce } from './app/router/reload_on_stale_chunk.js'
import { readBootstrapData } from './bootstrap/read_bootstrap_data.js'
import { preloadLazyComponents } from './kernel/lazy_component.js'
import { registerPluginServices } from './kernel/plugin_services.js'
import { webPlugins } from './kernel/web_plugins.js'
import { browserCookies } from './platform/browser_cookies.js'
import { createAppContainer, resolve } from './services/container.js'
import { BOOTSTRAP, ERROR_REPORTER } from './services/tokens.js'
import { inAppearanceEditor } from './app/appearance_editor.js'
import { systemClock } from './services/clock.js'
import { adoptTheme } from './theme/apply_theme.js'
import { effectiveChoice, resolveTheme } from '../../core/kernel/shared/theme_choice.js'
import { prefersDark, readThemeChoice } from './theme/theme_choice_storage.js'

const bootstrap = readBootstrapData()

// The shell's head script put this theme on before the first paint; take it over from there.
adoptTheme(
  resolveTheme(
    bootstrap.themes.all,
    effectiveChoice(readThemeChoice(), bootstrap.themes),
    prefersDark()
  )
)
document.documentElement.lang = bootstrap.i18n.language || 'en'

// A stale deploy: a preloaded file of the previous build is gone. Reload once for the new one.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault()
})

const container = createAppContainer({
  fetch: (input, init) => globalThis.fetch(input, init),
  cookies: browserCookies,
  clock: systemClock,
  bootstrap,
})
// Before the first render: screens and slot fills resolve the plugins' services from the start.
registerPluginServices(container, webPlugins)

// Unexpected errors go to the error log: uncaught ones, and those React's error boundaries caught.
const errorReporter = resolve(container, ERROR_REPORTER)
window.addEventListener('error', (event) => errorReporter.report(event.error ?? event.message))
window.addEventListener('unhandledrejection', (event) => errorReporter.report(event.reason))
const reportReactErrors = {
  onCaughtError: (error: unknown) => errorReporter.report(error),
  onUncaughtError: (error: unknown) => {
    console.error(error)
    errorReporter.report(error)
  },
}

// Made once, outside React: the route table and the query cache live as long as the tab.
const queryClient = createQueryClient()
const loads = new RouteLoads(
  appRoutes(webPlugins),
  { queryClient, container },
  window.location.origin
)

const root = document.getElementById('root')!
// A public page the server drew comes with the data it was drawn from and
// the names of the lazy parts it drew: the cache takes the data, the parts'
// code is fetched, and React adopts the markup instead of drawing it again.
const serverPage = (window as unknown as Record<string, ServerPageState | undefined>)[
  SERVER_PAGE_GLOBAL
]
const app = (
  <App container={container} queryClient={queryClient}>
    <BrowserNavigation
      loads={loads}
      serverDrawn={Boolean(serverPage)}
      notFound={serverPage?.notFound ?? false}
    >
      <AppRoutesView />
    </BrowserNavigation>
  </App>
)
if (serverPage) {
  hydrate(queryClient, serverPage.queries as DehydratedState)
  // The shell starts this code only after the drawn page is on screen (deferAppScripts).
  // As a transition, hydration works in slices and lets the browser answer input between
  // them instead of holding the page in one long task.
  preloadLazyComponents(serverPage.lazyComponents).then(
    () =>
      startTransition(() => {
        hydrateRoot(root, app, {
          ...reportReactErrors,
          // Markup that did not match is drawn again by the browser; say so, it is a bug to fix.
          onRecoverableError: (error, info) =>
            console.warn('Hydration fell back to drawing in the browser:', error, info.componentStack),
        })
      }),
    () => createRoot(root, reportReactErrors).render(app)
  )
} else {
  createRoot(root, reportReactErrors).render(app)
}

// In the appearance editor's frame: take its changes from here on (loaded only there).
if (inAppearanceEditor && window.parent !== window) {
  void import('./app/appearance_preview/preview_listener.js').then(({ listenToEditor }) =>
    listenToEditor(resolve(container, BOOTSTRAP))
  )
}

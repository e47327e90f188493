// tsyringe needs the Reflect metadata API before any service module is evaluated.
import './services/reflect_metadata.js'
import './styles/app.css'
import { createRoot } from 'react-dom/client'
import { App, createRouter } from './app/app.js'
import { reloadOnce } from './app/router/reload_on_stale_chunk.js'
import { readBootstrapData } from './bootstrap/read_bootstrap_data.js'
import { registerPluginServices } from './kernel/plugin_services.js'
import { webPlugins } from './kernel/web_plugins.js'
import { browserCookies } from './platform/browser_cookies.js'
import { createAppContainer } from './services/container.js'
import { systemClock } from './services/clock.js'
import { applyTheme } from './theme/apply_theme.js'
import { effectiveChoice, resolveTheme } from './theme/resolve_theme.js'
import { prefersDark, readThemeChoice } from './theme/theme_choice_storage.js'

const bootstrap = readBootstrapData()

// Paint the right theme before React's first render, so a light theme never flashes dark.
applyTheme(
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

createRoot(document.getElementById('root')!).render(
  <App container={container} router={createRouter(container)} />
)

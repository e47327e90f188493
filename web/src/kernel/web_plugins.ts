import { webPlugins as generated } from '../generated/plugins.js'
import { coreWebPlugin } from '../app/core_web_plugin.js'
import type { RegisteredWebPlugin } from './define_web_plugin.js'
import { validateWebPlugins } from './validate_web_plugin.js'

const registered: RegisteredWebPlugin[] = [
  {
    moduleId: 'core',
    source: 'web/src/app/core_web_plugin.ts',
    manifest: null,
    admin: [],
    plugin: coreWebPlugin,
  },
  ...generated,
]

/**
 * The web parts of the enabled modules, core screens first. The build has
 * already checked that each file exists and copied each manifest's admin
 * declarations; their exports are checked here, wherever the app starts (the
 * browser, the server renderer), so a mistake or a drift between a manifest
 * and its web part names its files instead of breaking a route or a menu.
 * The check is a few loops over a handful of objects.
 */
export const webPlugins = validateWebPlugins(registered)

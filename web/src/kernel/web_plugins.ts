import { webPlugins as generated } from '../generated/plugins.js'
import { coreWebPlugin } from '../app/core_web_plugin.js'
import type { RegisteredWebPlugin } from './define_web_plugin.js'
import { validateWebPlugins } from './validate_web_plugin.js'

const registered: RegisteredWebPlugin[] = [
  { moduleId: 'core', source: 'web/src/app/core_web_plugin.ts', plugin: coreWebPlugin },
  ...generated,
]

/**
 * The web parts of the enabled modules, core screens first. The build has
 * already checked that each file exists; in development their exports are
 * checked here too, so a mistake names its file instead of breaking a route.
 */
export const webPlugins = import.meta.env.DEV ? validateWebPlugins(registered) : registered

import { webPlugins as generated } from '../generated/plugins.js'
import { validateWebPlugins } from './validate_web_plugin.js'

/**
 * The web parts of the enabled modules, core modules first: every screen
 * of the app, core's included, comes through one. The build has already
 * checked that each file exists and copied each manifest's admin
 * declarations; their exports are checked here, wherever the app starts (the
 * browser, the server renderer), so a mistake or a drift between a manifest
 * and its web part names its files instead of breaking a route or a menu.
 * The check is a few loops over a handful of objects.
 */
export const webPlugins = validateWebPlugins(generated)

import env from '#start/env'
import { definePluginsConfig } from '#core/kernel/modules_config'

/**
 * Which modules are on. Core modules are listed (in boot and seed order);
 * every folder under plugins/ is a plugin and is on unless listed in
 * PLUGINS_DISABLED. PLUGINS_EXTRA adds plugin folders from elsewhere
 * (comma-separated, relative to the project root), e.g. a test fixture.
 */
export default definePluginsConfig({
  core: [
    'core/accounts',
    'core/audit',
    'core/settings',
    'core/files',
    'core/appearance',
    'core/localization',
    'core/menus',
    'core/pages',
    'core/seo',
    'core/ads',
    'core/logs',
    'core/search',
    'core/api_docs',
    'core/analytics',
    'core/billing',
    'core/notifications',
    'core/workspaces',
    'core/admin',
  ],
  pluginsDir: 'plugins',
  disabled: (env.get('PLUGINS_DISABLED') ?? '').split(',').filter(Boolean),
  extra: (env.get('PLUGINS_EXTRA') ?? '').split(',').filter(Boolean),
})

import type { PluginNames } from '../plugin_names.js'

/** plugin.ts: the one manifest, declaring everything the plugin adds. */
export function pluginManifestTemplate({ id, title, constant }: PluginNames) {
  return `import { definePlugin } from '#core/kernel/contract'
import { ${constant}_PERMISSIONS, ${constant}_VIEW } from './permissions.js'

/**
 * ${title}: everything this plugin adds to Cadenza is declared here, and
 * nothing outside this folder names it. docs/plugins.md explains every field.
 */
export default definePlugin({
  id: '${id}',
  name: '${title}',
  description: 'Scaffolded by node ace make:plugin ${id}.',
  permissions: ${constant}_PERMISSIONS,
  menus: [
    {
      id: '${id}.home',
      position: 'sidebar-primary',
      label: '${title}',
      action: '/${id}',
      icon: 'puzzle',
      permissions: [${constant}_VIEW],
      settings: { '${id}.enabled': true },
      order: 50,
    },
  ],
  settings: {
    defaults: { '${id}.enabled': true },
  },
  routes: (router) => {
    const HelloController = () => import('./server/controllers/hello_controller.js')
    // .docs() describes the route on /api-docs (docs/plugins.md, Routes).
    router.get('/hello', [HelloController, 'show']).as('hello').docs({ summary: 'Say hello' })
  },
  web: 'web/index.ts',
})
`
}

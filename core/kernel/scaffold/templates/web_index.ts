import type { PluginNames } from '../plugin_names.js'

/** web/index.ts: the plugin's web part, read by the generated web registry. */
export function webIndexTemplate({ id, constant }: PluginNames) {
  return `import { defineWebPlugin } from '../../../web/src/kernel/define_web_plugin.js'
import { ${constant}_VIEW } from '../permissions.js'

/** Screens load lazily: the plugin costs the bundle nothing until someone opens it. */
export default defineWebPlugin({
  id: '${id}',
  routes: [
    {
      path: '/${id}',
      permission: ${constant}_VIEW,
      lazy: () => import('./screens/home_screen.js'),
    },
  ],
})
`
}

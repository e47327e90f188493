import type { ScaffoldTemplate } from '../scaffold_template.js'

/** web/index.ts: the plugin's web part (routes and its admin screen, lazy), read by the generated web registry. */
export const webPartTemplate: ScaffoldTemplate = {
  path: () => 'web/index.ts',
  manifest: ({ id, title, constant }) => ({
    imports: [
      { from: './permissions.js', names: [`${constant}_VIEW`] },
      { from: './settings.js', names: [`${constant}_ENABLED`] },
    ],
    fields: [
      `menus: [
  {
    id: '${id}.home',
    position: 'sidebar-primary',
    label: '${title}',
    action: '/${id}',
    icon: 'puzzle',
    permissions: [${constant}_VIEW],
    settings: { [${constant}_ENABLED]: true },
    order: 50,
  },
],`,
      `web: 'web/index.ts',`,
    ],
  }),
  contents: ({ id, constant }) => `import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'
import { ${constant}_VIEW } from '../permissions.js'

/** Screens load lazily: the plugin costs the bundle nothing until someone opens it. */
export default defineWebPlugin({
  id: '${id}',
  // The screen the manifest's \`admin\` declares under the same path, drawn in the admin layout.
  adminScreens: { '${id}': () => import('./features/items/admin/items_admin_screen.js') },
  routes: [
    {
      path: '/${id}',
      permission: ${constant}_VIEW,
      lazy: () => import('./features/items/routes/items_page.js'),
    },
  ],
})
`,
}

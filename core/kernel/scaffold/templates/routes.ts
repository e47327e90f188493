import type { ScaffoldTemplate } from '../scaffold_template.js'

/** server/routes.ts: API routes on the router the host scopes to /api/v1/<id>, each behind its permission. */
export const routesTemplate: ScaffoldTemplate = {
  path: () => 'server/routes.ts',
  manifest: ({ camel }) => ({
    imports: [{ from: './server/routes.js', names: [`${camel}Routes`] }],
    fields: [`routes: ${camel}Routes,`],
  }),
  contents: ({ camel, constant }) => `import type { PluginRouter } from '#core/kernel/contract'
import { can } from '#core/kernel/http/guards'
import { ${constant}_CREATE, ${constant}_VIEW } from '../permissions.js'

const ItemsController = () => import('./controllers/items_controller.js')

export function ${camel}Routes(router: PluginRouter) {
  router.get('/items', [ItemsController, 'index']).use(can(${constant}_VIEW)).as('items.index')
  router.post('/items', [ItemsController, 'store']).use(can(${constant}_CREATE)).as('items.store')
}
`,
}

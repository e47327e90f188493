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
import { createItemValidator } from './validators/item_validator.js'

const ItemsController = () => import('./controllers/items_controller.js')

export function ${camel}Routes(router: PluginRouter) {
  // .docs() describes each route on /api-docs (docs/plugins.md, Routes).
  router.get('/items', [ItemsController, 'index']).use(can(${constant}_VIEW)).as('items.index').docs({ summary: 'List the items' })
  router
    .post('/items', [ItemsController, 'store'])
    .use(can(${constant}_CREATE))
    .as('items.store')
    .docs({ summary: 'Create an item', body: createItemValidator })
}
`,
}

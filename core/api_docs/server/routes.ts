import type { PluginRouter } from '#core/kernel/contract'
import { can } from '#core/kernel/http/guards'
import { API_ACCESS } from '#core/accounts/permissions'

const ApiDocsController = () => import('./api_docs_controller.js')

export function apiDocsRoutes(router: PluginRouter) {
  router
    .get('/api-docs/openapi.json', [ApiDocsController, 'show'])
    .use(can(API_ACCESS))
    .as('api_docs.show')
    .docs({
      summary: 'The OpenAPI 3.1 document of this API',
      description: 'What /api-docs shows: every route of every enabled module.',
    })
}

import type { PluginRouter } from '#core/kernel/contract'

const ValueListsController = () => import('./controllers/value_lists_controller.js')

export function localizationRoutes(router: PluginRouter) {
  router.get('/value-lists/:names', [ValueListsController, 'show']).as('value_lists.show')
}

import type { PluginRouter } from '#core/kernel/contract'
import { can } from '#core/kernel/http/guards'
import { APPEARANCE_UPDATE } from '../permissions.js'

const AppearanceController = () => import('./controllers/appearance_controller.js')

export function appearanceRoutes(router: PluginRouter) {
  router.get('/appearance', [AppearanceController, 'show']).use(can(APPEARANCE_UPDATE)).as('appearance.show')
  router.put('/appearance', [AppearanceController, 'update']).use(can(APPEARANCE_UPDATE)).as('appearance.update')
}

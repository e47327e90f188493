import type { PluginRouter } from '#core/kernel/contract'
import { can } from '#core/kernel/http/guards'
import { APPEARANCE_UPDATE } from '#core/appearance/permissions'

const MenuChoicesController = () => import('./controllers/menu_choices_controller.js')

/** The appearance editor's menus section (its permission). */
export function menusRoutes(router: PluginRouter) {
  router.get('/menus/choices', [MenuChoicesController, 'index']).use(can(APPEARANCE_UPDATE)).as('menus.choices').docs({ summary: 'Roles and permissions a menu item may require' })
}

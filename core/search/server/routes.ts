import type { PluginRouter } from '#core/kernel/contract'
import { searchValidator } from './validators/search_validator.js'

const SearchController = () => import('./controllers/search_controller.js')

export function searchRoutes(router: PluginRouter) {
  // The permission is the searchable's own (its manifest's `permission`), checked by the controller.
  router
    .get('/search/:searchable', [SearchController, 'show'])
    .where('searchable', /^[a-z_][a-z0-9_]{0,63}$/)
    .as('search.show')
    .docs({ summary: "Search one module's searchable", query: searchValidator })
}

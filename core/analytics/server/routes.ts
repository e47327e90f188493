import type { PluginRouter } from '#core/kernel/contract'
import { pageViewValidator } from './validators/page_view_validator.js'

const PageViewsController = () => import('./controllers/page_views_controller.js')

export function analyticsRoutes(router: PluginRouter) {
  // Every visitor's browser reports the pages it shows (rate-limited in the controller; bots and Do Not Track are not counted).
  router
    .post('/analytics/page-views', [PageViewsController, 'store'])
    .as('analytics.page_views.store')
    .docs({ summary: 'Count a page view of the public site', body: pageViewValidator })
}

import type { PluginRouter } from '#core/kernel/contract'
import { changesReads } from '#core/kernel/cache/drop_reads_middleware'
import { pageViewValidator } from './validators/page_view_validator.js'

const PageViewsController = () => import('./controllers/page_views_controller.js')

export function analyticsRoutes(router: PluginRouter) {
  // Every visitor's browser reports the pages it shows (rate-limited in the controller; bots and Do Not Track are not counted).
  // Nothing a read cache keeps reads page views (the roll-up job does), so a view drops no cache.
  router
    .post('/analytics/page-views', [PageViewsController, 'store'])
    .use(changesReads([]))
    .as('analytics.page_views.store')
    .docs({ summary: 'Count a page view of the public site', body: pageViewValidator })
}

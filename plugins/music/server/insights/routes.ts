import type { PluginRouter } from '#core/kernel/contract'
import { reportRangeValidator } from '#core/kernel/reports/report_range_validator'
import { signedIn } from '../guards.js'

const InsightsController = () => import('./insights_controller.js')

/**
 * GET music/insights/{tracks|albums|artists}/{id}(/export): one API for the
 * backstage and admin insights screens; who may read which subject is
 * decided per subject (insights_access.ts), not by a route permission.
 */
export function insightsRoutes(router: PluginRouter) {
  router
    .group(() => {
      router.get('insights/:subject/:id', [InsightsController, 'show']).as('insights.show').docs({ summary: 'Insights of a track, album or artist', query: reportRangeValidator })
      router.get('insights/:subject/:id/export', [InsightsController, 'export']).as('insights.export').docs({ summary: 'Export insights per day as CSV', query: reportRangeValidator })
    })
    .where('subject', /^(tracks|albums|artists)$/)
    .where('id', /^[1-9]\d{0,9}$/)
    .use(signedIn)
}

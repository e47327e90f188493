import type { PluginRouter } from '#core/kernel/contract'
import { can } from '#core/kernel/http/guards'
import { ADMIN_ACCESS } from '../../accounts/permissions.js'
import { reportRangeValidator } from '#core/kernel/reports/report_range_validator'

const ReportsController = () => import('./controllers/reports_controller.js')
const FormRulesController = () => import('./controllers/form_rules_controller.js')

/** The report index's API, behind admin.access like the /admin screen that draws it. */
export function adminRoutes(router: PluginRouter) {
  router.get('/admin/reports', [ReportsController, 'index']).use(can(ADMIN_ACCESS)).as('admin.reports.index').docs({ summary: 'List the report tabs' })
  router
    .get('/admin/reports/:name', [ReportsController, 'show'])
    .where('name', /^[a-z][a-z0-9-]*$/)
    .use(can(ADMIN_ACCESS))
    .as('admin.reports.show')
    .docs({ summary: 'Read a report over a range, with the previous period', query: reportRangeValidator })
  // Forms of any screen (admin or backstage) read their rules here; the named route's own guards decide who may.
  router
    .get('/form-rules/:route', [FormRulesController, 'show'])
    .where('route', /^[a-z][a-z0-9_.]{0,190}$/)
    .as('form_rules.show')
    .docs({ summary: "The field rules of a route's form: required, lengths, limits, formats" })
}

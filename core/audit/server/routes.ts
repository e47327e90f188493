import type { PluginRouter } from '#core/kernel/contract'
import { can } from '#core/kernel/http/guards'
import { AUDIT_LOG_PERMISSION } from '../permissions.js'
import { AUDIT_LIST } from './audit_list.js'

const AuditLogController = () => import('./controllers/audit_log_controller.js')

export function auditRoutes(router: PluginRouter) {
  router
    .group(() => {
      router.get('/audit-log', [AuditLogController, 'index']).as('audit_log.index').docs({ summary: 'The audit log: admin writes, newest first', query: AUDIT_LIST.validator })
      router.get('/audit-log/facets', [AuditLogController, 'facets']).as('audit_log.facets').docs({ summary: "The audit log filters' choices" })
      router.get('/audit-log/:id', [AuditLogController, 'show']).where('id', /^[1-9]\d{0,18}$/).as('audit_log.show').docs({ summary: 'One audit log entry, before and after' })
    })
    .use(can(AUDIT_LOG_PERMISSION))
}

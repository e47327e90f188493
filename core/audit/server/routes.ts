import type { PluginRouter } from '#core/kernel/contract'
import { can } from '#core/kernel/http/guards'
import { AUDIT_LOG_PERMISSION } from '../permissions.js'
import { auditListValidator } from './validators/audit_list_validator.js'

const AuditLogController = () => import('./controllers/audit_log_controller.js')

export function auditRoutes(router: PluginRouter) {
  router.get('/audit-log', [AuditLogController, 'index']).use(can(AUDIT_LOG_PERMISSION)).as('audit_log.index').docs({ summary: 'The audit log: admin writes, newest first', query: auditListValidator })
  router.get('/audit-log/facets', [AuditLogController, 'facets']).use(can(AUDIT_LOG_PERMISSION)).as('audit_log.facets').docs({ summary: "The audit log filters' choices" })
}

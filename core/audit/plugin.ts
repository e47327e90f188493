import { definePlugin } from '#core/kernel/contract'
import { AUDIT_LOG_PERMISSION } from './permissions.js'
import { auditRoutes } from './server/routes.js'

/**
 * The audit log: who changed what in the admin area, before and after.
 * Modules record their admin writes with `recordAudit` (server/record_audit.ts)
 * inside the write's transaction; the kernel's `can()` guard fails an admin
 * write that records nothing (core/kernel/http/admin_writes.ts).
 */
export default definePlugin({
  id: 'audit',
  name: 'Audit log',
  description: 'Who changed what in the admin area, before and after.',
  routes: auditRoutes,
  admin: [{ path: 'audit-log', label: 'Audit log', permission: AUDIT_LOG_PERMISSION, icon: 'history', section: 'system', order: 96 }],
  web: 'web/index.ts',
})

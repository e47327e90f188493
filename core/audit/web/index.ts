import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'

/** The audit module's web part: the admin's audit log screen. */
export default defineWebPlugin({
  id: 'audit',
  adminScreens: { 'audit-log': () => import('./audit_log/audit_log_screen.js') },
})

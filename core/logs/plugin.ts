import { definePlugin } from '#core/kernel/contract'
import { LOGS_PERMISSIONS, LOGS_VIEW } from './permissions.js'
import { logsRoutes } from './server/routes.js'

/** The logs an operator reads: for now the error log (server errors and the web app's reports). */
export default definePlugin({
  id: 'logs',
  name: 'Logs',
  description: "The error log of the server and the web app, for the admin's logs tab.",
  permissions: LOGS_PERMISSIONS,
  admin: [{ path: 'logs', label: 'Logs', permission: LOGS_VIEW, icon: 'scroll-text', section: 'system', order: 95 }],
  routes: logsRoutes,
  web: 'web/index.ts',
  errorSinks: [() => import('./server/sinks/error_log_sink.js')],
  // Written on every reported error, read only by the logs screens (never through a read cache).
})

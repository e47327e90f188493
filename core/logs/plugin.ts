import { definePlugin } from '#core/kernel/contract'
import { LOGS_PERMISSIONS, LOGS_VIEW } from './permissions.js'
import { logsRoutes } from './server/routes.js'
import { RETENTION_DAYS, RETENTION_SETTING } from './server/error_log_retention.js'

/** The logs an operator reads: runs of scheduled jobs, the error log (server errors and the web app's reports) and outgoing email. */
export default definePlugin({
  id: 'logs',
  name: 'Logs',
  description: "The schedule, error and outgoing-email logs of the admin's logs screen.",
  permissions: LOGS_PERMISSIONS,
  settings: {
    defaults: { [RETENTION_SETTING]: RETENTION_DAYS },
    private: [RETENTION_SETTING],
    schema: {
      [RETENTION_SETTING]: {
        type: 'number',
        label: 'Keep errors for (days)',
        description: 'Older entries of the error log are deleted.',
        group: 'logging',
        validation: { required: true, min: 1, max: 3650 },
      },
    },
  },
  admin: [{ path: 'logs', label: 'Logs', permission: LOGS_VIEW, icon: 'scroll-text', section: 'system', order: 95 }],
  routes: logsRoutes,
  web: 'web/index.ts',
  errorSinks: [() => import('./server/sinks/error_log_sink.js')],
  // Written on every reported error, read only by the logs screens (never through a read cache).
})

import type { PluginRouter } from '#core/kernel/contract'
import { can } from '#core/kernel/http/guards'
import { LOGS_VIEW } from '../permissions.js'
import { webErrorReportValidator } from './validators/web_error_report_validator.js'

const ErrorLogController = () => import('./controllers/error_log_controller.js')

export function logsRoutes(router: PluginRouter) {
  // The web app's reports of its own errors (rate-limited in the controller).
  router.post('/logs/error', [ErrorLogController, 'store']).as('logs.error.store').docs({ summary: "Report an error of the web app", body: webErrorReportValidator })
  router.get('/logs/error/download-latest', [ErrorLogController, 'downloadLatest']).use(can(LOGS_VIEW)).as('logs.error.download_latest')
}

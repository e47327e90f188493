import type { PluginRouter } from '#core/kernel/contract'
import { can } from '#core/kernel/http/guards'
import { changesReads } from '#core/kernel/cache/drop_reads_middleware'
import { LOGS_VIEW } from '../permissions.js'
import { webErrorReportValidator } from './validators/web_error_report_validator.js'
import { ERROR_LOG_LIST, OUTGOING_EMAIL_LIST, SCHEDULE_RUN_LIST } from './log_lists.js'
import { errorLogCountValidator } from './validators/error_log_count_validator.js'

const ErrorLogController = () => import('./controllers/error_log_controller.js')
const ScheduleLogController = () => import('./controllers/schedule_log_controller.js')
const OutgoingEmailLogController = () => import('./controllers/outgoing_email_log_controller.js')

export function logsRoutes(router: PluginRouter) {
  // The web app's reports of its own errors (rate-limited in the controller); no read cache reads them.
  router.post('/logs/error', [ErrorLogController, 'store']).use(changesReads([])).as('logs.error.store').docs({ summary: "Report an error of the web app", body: webErrorReportValidator })
  // The admin's logs screen (permission logs.view, as its manifest declares it).
  router.get('/logs/error', [ErrorLogController, 'index']).use(can(LOGS_VIEW)).as('logs.error.index').docs({ summary: 'The error log, newest first', query: ERROR_LOG_LIST.validator })
  router.get('/logs/error/count', [ErrorLogController, 'count']).use(can(LOGS_VIEW)).as('logs.error.count').docs({ summary: 'How many errors a period logged', query: errorLogCountValidator })
  router.get('/logs/error/download-latest', [ErrorLogController, 'downloadLatest']).use(can(LOGS_VIEW)).as('logs.error.download_latest')
  router.get('/logs/error/:id', [ErrorLogController, 'show']).where('id', /^[1-9]\d{0,9}$/).use(can(LOGS_VIEW)).as('logs.error.show')
  router.get('/logs/schedule', [ScheduleLogController, 'index']).use(can(LOGS_VIEW)).as('logs.schedule.index').docs({ summary: 'Runs of scheduled jobs, newest first', query: SCHEDULE_RUN_LIST.validator })
  router.get('/logs/schedule/facets', [ScheduleLogController, 'facets']).use(can(LOGS_VIEW)).as('logs.schedule.facets').docs({ summary: "The schedule log filter's choices" })
  router.get('/logs/outgoing-email', [OutgoingEmailLogController, 'index']).use(can(LOGS_VIEW)).as('logs.outgoing_email.index').docs({ summary: 'Recorded emails, newest first', query: OUTGOING_EMAIL_LIST.validator })
  router
    .get('/logs/outgoing-email/:id', [OutgoingEmailLogController, 'show'])
    .where('id', /^[1-9]\d{0,9}$/)
    .use(can(LOGS_VIEW))
    .as('logs.outgoing_email.show')
}

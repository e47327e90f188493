import type { HttpContext } from '@adonisjs/core/http'
import { scheduleRunListValidator } from '../validators/log_list_validators.js'
import { scheduleRunPage } from '../queries/schedule_run_list.js'

export default class ScheduleLogController {
  /** GET logs/schedule?page&perPage&schedule&outcome: runs of scheduled jobs, newest first. */
  async index({ request }: HttpContext) {
    const { page = 1, perPage = 25, ...filters } = await request.validateUsing(scheduleRunListValidator, { data: request.qs() })
    return scheduleRunPage({ page, perPage, ...filters })
  }
}

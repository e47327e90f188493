import type { HttpContext } from '@adonisjs/core/http'
import { SCHEDULE_RUN_LIST } from '../log_lists.js'
import { filteredScheduleRuns, presentScheduleRun, scheduleRunFacets } from '../queries/schedule_run_list.js'

export default class ScheduleLogController {
  /** GET logs/schedule?sort&order&perPage&cursor&schedule&outcome: a keyset page of runs of scheduled jobs, newest first. */
  async index({ request }: HttpContext) {
    const input = await request.validateUsing(SCHEDULE_RUN_LIST.validator, { data: request.qs() })
    return SCHEDULE_RUN_LIST.page(input, () => filteredScheduleRuns(input), presentScheduleRun)
  }

  /** GET logs/schedule/facets: the schedules that have run, for the filter. */
  async facets() {
    return scheduleRunFacets()
  }
}

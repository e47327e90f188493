import type { HttpContext } from '@adonisjs/core/http'
import { bucketSeries } from '#core/kernel/reports/report_buckets'
import { readReport } from '#core/kernel/reports/report_answers'
import type { ReportAnswer, ReportListAnswer } from '#core/kernel/shared/reports'
import { reportRangeValidator } from '#core/kernel/reports/report_range_validator'
import { reportPeriods } from '#core/kernel/reports/report_periods'
import { declaredReports } from '../services/report_catalogue.js'

/** The admin's report index (spec section 2): the tabs modules declare, and one tab over a range. */
export default class ReportsController {
  /** GET admin/reports: the tabs, in order. */
  async index(): Promise<ReportListAnswer> {
    return { reports: (await declaredReports()).map(({ name, label }) => ({ name, label })) }
  }

  /** GET admin/reports/:name?range=30d (or range=custom&start&end): the report over the range and the period before it. */
  async show({ params, request, response }: HttpContext) {
    const report = (await declaredReports()).find(({ name }) => name === params.name)
    if (!report) return response.notFound({ message: 'There is no such report.' })
    const periods = reportPeriods(await request.validateUsing(reportRangeValidator, { data: request.qs() }))
    const data = await readReport(report.name, async () => (await report.source()).default, periods)
    const answer: ReportAnswer = {
      report: { name: report.name, label: report.label },
      period: periods.current,
      previous: periods.previous,
      ...data,
      // The source reads days; a long range is drawn per week or month.
      ...bucketSeries(periods, data.series),
    }
    return answer
  }
}

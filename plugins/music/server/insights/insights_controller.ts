import type { HttpContext } from '@adonisjs/core/http'
import { sendCsv } from '#core/kernel/lists/csv_export'
import { reportPeriods } from '#core/kernel/reports/report_periods'
import { reportRangeValidator } from '#core/kernel/reports/report_range_validator'
import { authorizeInsights } from './insights_access.js'
import { insightDays, readInsights } from './insights_report.js'
import type { InsightSubject } from './insight_tables.js'

/** The path's plural (tracks) to the subject (track). */
const SUBJECTS: Record<string, InsightSubject> = { tracks: 'track', albums: 'album', artists: 'artist' }

/**
 * Insights of a track, an album or an artist (backstage and admin
 * `{id}/insights`): for its managers and admins only (insights_access.ts),
 * over a report range (`range=7d|30d|90d|365d`, or `custom` with `start`
 * and `end`) against the period before it.
 */
export default class InsightsController {
  /** GET insights/{tracks|albums|artists}/{id}?range=... */
  async show(ctx: HttpContext) {
    const { target, periods } = await authorizedRange(ctx)
    return readInsights(target, periods)
  }

  /** GET insights/{tracks|albums|artists}/{id}/export?range=...: the range's days as CSV. */
  async export(ctx: HttpContext) {
    const { target, periods } = await authorizedRange(ctx)
    const days = await insightDays(target, periods.current)
    sendCsv(
      ctx,
      `${target.type}-${target.id}-insights-${periods.current.start}-${periods.current.end}.csv`,
      [
        { header: 'Date', value: (row) => row.day },
        { header: 'Plays', value: (row) => row.plays },
        { header: 'Unique listeners', value: (row) => row.listeners },
        { header: 'Completed plays', value: (row) => row.completed },
        { header: 'Skips', value: (row) => row.skips },
      ],
      (async function* () {
        yield* days
      })()
    )
  }
}

/** Who asks may read the subject (else 404/403), and the range they ask (else 422). */
async function authorizedRange(ctx: HttpContext) {
  const target = await authorizeInsights(ctx.auth.user!.id as number, SUBJECTS[ctx.params.subject], Number(ctx.params.id))
  const periods = reportPeriods(await ctx.request.validateUsing(reportRangeValidator, { data: ctx.request.qs() }))
  return { target, periods }
}

import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { reportError, requestDetails } from '#core/kernel/http/error_reporting'
import { loggedUrl } from '#core/kernel/http/logged_url'
import { consumeOrWait } from '#core/kernel/rate_limits'
import { webErrorReportValidator } from '../validators/web_error_report_validator.js'
import { formatErrorLogEntry, latestErrorLog } from '../queries/latest_error_log.js'
import { errorLogCountValidator } from '../validators/error_log_count_validator.js'
import { ERROR_LOG_LIST } from '../log_lists.js'
import { errorLogCount, errorLogEntry, errorLogPage } from '../queries/error_log_list.js'

/**
 * How many reports the web app may send (@adonisjs/limiter, shared by every
 * app node). The browser already sends at most a few per page; per address
 * this is far more than a person's tab sends and bounds a script; the site
 * limit bounds the log when many addresses flood it at once.
 */
const REPORT_LIMITS = {
  address: limiter.use({ requests: 10, duration: '1 minute' }),
  site: limiter.use({ requests: 600, duration: '1 hour' }),
}

export default class ErrorLogController {
  /** POST logs/error: the web app reports one of its errors. */
  async store(ctx: HttpContext) {
    const { request, response, logger } = ctx
    const wait = (await consumeOrWait(REPORT_LIMITS.address, request.ip())) || (await consumeOrWait(REPORT_LIMITS.site, 'all'))
    if (wait) {
      response.header('Retry-After', String(wait))
      return response.tooManyRequests({ message: 'Too many error reports. Please try again later.' })
    }
    const report = await request.validateUsing(webErrorReportValidator)
    await reportError(
      {
        source: 'web',
        exception: report.exception,
        message: report.message,
        stack: report.stack ?? null,
        status: null,
        ...(await requestDetails(ctx)),
        // The page it happened on, not this request's path; no method for a page.
        url: report.url ? loggedUrl(report.url) : null,
        method: null,
      },
      logger
    )
    return response.noContent()
  }

  /** GET logs/error?query&sort&order&perPage&cursor&source&since: a keyset page of the error log, newest first. */
  async index({ request }: HttpContext) {
    return errorLogPage(await request.validateUsing(ERROR_LOG_LIST.validator, { data: request.qs() }))
  }

  /** GET logs/error/count?since: how many entries a period logged, without reading them. */
  async count({ request }: HttpContext) {
    const { since } = await request.validateUsing(errorLogCountValidator, { data: request.qs() })
    return { count: await errorLogCount(since) }
  }

  /** GET logs/error/:id: one entry with its stack trace. */
  async show({ params, response }: HttpContext) {
    const entry = await errorLogEntry(Number(params.id))
    return entry ? { entry } : response.notFound({ message: 'There is no such entry in the error log.' })
  }

  /** GET logs/error/download-latest: the latest day's error log as a text file. */
  async downloadLatest({ response }: HttpContext) {
    const log = await latestErrorLog()
    if (!log) return response.notFound({ message: 'The error log is empty.' })
    response.header('Content-Type', 'text/plain; charset=utf-8')
    response.header('Content-Disposition', `attachment; filename="errors-${log.day}.log"`)
    return response.send(log.entries.map(formatErrorLogEntry).join(''))
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import { consumeOrWait } from '#core/kernel/rate_limits'
import { freshSettings } from '#core/accounts/server/services/site_settings'
import { RECORD_VISITORS } from '../../settings.js'
import { pageViewValidator } from '../validators/page_view_validator.js'
import { isCountable, recordPageView } from '../services/record_page_view.js'

/**
 * Page views one address may report (@adonisjs/limiter, shared by every app
 * node): a person clicking through pages sends a few a minute, a household
 * or an office behind one address a few dozen; a script inflating the
 * numbers is cut off here.
 */
const PAGE_VIEW_LIMIT = limiter.use({ requests: 120, duration: '1 minute' })

/** Pages of the admin area are the operators', not the site's visitors'. */
const NOT_PUBLIC = /^\/admin(\/|$)/

export default class PageViewsController {
  /** POST analytics/page-views {path, referrer?}: the web app showed a page. Answers 204 whether it was counted or not. */
  async store(ctx: HttpContext) {
    const { request, response } = ctx
    const wait = await consumeOrWait(PAGE_VIEW_LIMIT, request.ip())
    if (wait) {
      response.header('Retry-After', String(wait))
      return response.tooManyRequests({ message: 'Too many page views. Please try again later.' })
    }
    const view = await request.validateUsing(pageViewValidator)
    const settings = await freshSettings()
    if (settings.get(RECORD_VISITORS, true) && isCountable(ctx) && !NOT_PUBLIC.test(view.path)) await recordPageView(ctx, view)
    return response.noContent()
  }
}

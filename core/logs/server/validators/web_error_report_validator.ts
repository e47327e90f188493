import vine from '@vinejs/vine'
import { WEB_ERROR_REPORT_LIMITS as LIMITS } from '#core/kernel/shared/web_error_report'

/** A report of the web app (POST logs/error): bounded fields, nothing else kept. */
export const webErrorReportValidator = vine.compile(
  vine.object({
    exception: vine.string().trim().minLength(1).maxLength(LIMITS.exception),
    message: vine.string().trim().minLength(1).maxLength(LIMITS.message),
    stack: vine.string().maxLength(LIMITS.stack).optional(),
    // The page's path only: a query string may carry tokens.
    url: vine.string().maxLength(LIMITS.url).regex(/^\/[^?#]*$/).optional(),
  })
)

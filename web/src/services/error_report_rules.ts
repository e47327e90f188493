import {
  WEB_ERROR_REPORT_LIMITS as LIMITS,
  type WebErrorReport,
} from '../../../core/kernel/shared/web_error_report.js'

/** Share of errors reported (spec section 9: error-reporting sample rate 0.2). */
export const ERROR_REPORT_SAMPLE_RATE = 0.2

/**
 * Errors that say nothing about the app (spec section 8): a code file of an
 * older deploy that is gone (the page reloads for the new one), the
 * browser's ResizeObserver loop notice, and the person closing a share sheet.
 */
const IGNORED_MESSAGES = [
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i,
  /ResizeObserver loop/i,
  /Share canceled|cancellation of share/i,
]

/**
 * Code a browser extension put in the page: its errors are not ours. Its
 * stack names the extension's URL (Safari masks it), or, thrown from another
 * origin, the browser hides everything behind "Script error.".
 */
const EXTENSION_CODE =
  /(chrome|moz|safari|safari-web|ms-browser)-extension:\/\/|webkit-masked-url:\/\//i
const HIDDEN_FOREIGN_ERROR = /^Script error\.?$/

/**
 * Failed API calls and pages that answered 401/403/404 are expected outcomes
 * the app handles, and the server logs its own errors.
 */
const HANDLED_ERRORS = new Set(['ApiError', 'RouteStatusError'])

/** Whether an error is left out of the error log. */
export function isIgnoredError(error: unknown): boolean {
  const { exception, message, stack } = describe(error)
  if (HANDLED_ERRORS.has(exception)) return true
  if (exception === 'AbortError' && /share/i.test(message)) return true
  if (IGNORED_MESSAGES.some((pattern) => pattern.test(message))) return true
  return HIDDEN_FOREIGN_ERROR.test(message) || EXTENSION_CODE.test(stack ?? '')
}

/** The report of an error on a page, cut to the lengths the server takes. */
export function toErrorReport(error: unknown, pagePath: string): WebErrorReport {
  const { exception, message, stack } = describe(error)
  return {
    exception: exception.slice(0, LIMITS.exception),
    message: (message || '(no message)').slice(0, LIMITS.message),
    ...(stack ? { stack: stack.slice(0, LIMITS.stack) } : {}),
    url: pagePath.slice(0, LIMITS.url),
  }
}

function describe(error: unknown): { exception: string; message: string; stack?: string } {
  if (error instanceof Error || (error && typeof error === 'object' && 'message' in error)) {
    const { name, message, stack } = error as Partial<Error>
    return {
      exception: String(name || 'Error').trim() || 'Error',
      message: String(message ?? '').trim(),
      stack: typeof stack === 'string' ? stack : undefined,
    }
  }
  return { exception: 'Error', message: String(error).trim() }
}

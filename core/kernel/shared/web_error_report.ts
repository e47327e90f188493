/**
 * What the web app sends when it reports one of its errors (POST
 * api/v1/logs/error), shared by the reporter and the server's validator.
 * Longer values are refused; the reporter cuts them to these lengths first.
 */
export interface WebErrorReport {
  exception: string
  message: string
  stack?: string
  /** The path of the page the error happened on (no query string: it may carry tokens). */
  url?: string
}

export const WEB_ERROR_REPORT_LIMITS = {
  exception: 191,
  message: 2000,
  stack: 8000,
  url: 2000,
} as const satisfies Record<keyof WebErrorReport, number>

/** The call path of the report (the API client adds api/v1/). */
export const WEB_ERROR_REPORT_PATH = 'logs/error'

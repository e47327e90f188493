/**
 * The error log as GET logs/error (a keyset page of the admin list
 * convention, core/kernel/shared/list_page.ts), GET logs/error/:id and
 * GET logs/error/count send it, shared by the server's queries and the
 * admin's logs screen.
 */

/** Where an error happened: a request the server failed (5xx), or the web app's report of its own. */
export const ERROR_LOG_SOURCES = ['server', 'web'] as const
export type ErrorLogSource = (typeof ERROR_LOG_SOURCES)[number]

/** One entry as the list shows it: who and when, without the stack. */
export interface ErrorLogSummary {
  id: number
  source: ErrorLogSource
  exception: string
  message: string
  url: string | null
  method: string | null
  status: number | null
  request_id: string | null
  user: { id: number; email: string; name: string } | null
  created_at: string
}

/** One entry with its stack trace and browser. */
export interface ErrorLogDetail extends ErrorLogSummary {
  stack: string | null
  user_agent: string | null
}

/** GET logs/error/count: how many entries a period logged (the admin overview's card). */
export interface ErrorLogCount {
  count: number
}

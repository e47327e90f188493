/** The error log as GET logs/error and GET logs/error/:id send it (the server's queries and the admin's logs screen share these). */

/** One entry as the list shows it: who and when, without the stack. */
export interface ErrorLogSummary {
  id: number
  source: 'server' | 'web'
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

/** A page of the list, newest first. */
export interface ErrorLogPage {
  data: ErrorLogSummary[]
  current_page: number
  per_page: number
  total: number
  last_page: number
}

/**
 * The schedule and outgoing-email logs as GET logs/schedule and
 * GET logs/outgoing-email send them (keyset pages of the admin list
 * convention, core/kernel/shared/list_page.ts), shared by the server's
 * queries and the admin's logs screen. Times are ISO strings in UTC.
 */

/** How one run of a scheduled job ended (@adonisjs/queue's execution status). */
export const SCHEDULE_RUN_OUTCOMES = ['completed', 'failed', 'retrying'] as const
export type ScheduleRunOutcome = (typeof SCHEDULE_RUN_OUTCOMES)[number]

/** One run of a scheduled job. */
export interface ScheduleRun {
  id: number
  /** The job's name, which is its schedule's id ('music.roll_up_play_counts'). */
  schedule: string
  started_at: string
  duration_ms: number
  outcome: ScheduleRunOutcome
  error: string | null
}

/** GET logs/schedule/facets: every schedule that has run (the filter's choices). */
export interface ScheduleRunFacets {
  schedules: string[]
}

export const OUTGOING_EMAIL_STATUSES = ['sent', 'failed', 'not_sent'] as const
export type OutgoingEmailStatus = (typeof OUTGOING_EMAIL_STATUSES)[number]

/** One recorded email as the list shows it. */
export interface OutgoingEmailSummary {
  id: number
  recipient: string
  subject: string
  status: OutgoingEmailStatus
  error: string | null
  created_at: string
}

/** One recorded email with its bodies (the HTML one is drawn sandboxed, never into the admin's page). */
export interface OutgoingEmailDetail extends OutgoingEmailSummary {
  text_body: string | null
  html_body: string | null
}

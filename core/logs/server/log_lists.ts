import vine from '@vinejs/vine'
import { defineList, type ListInput } from '#core/kernel/lists/define_list'
import { OUTGOING_EMAIL_STATUSES, SCHEDULE_RUN_OUTCOMES } from '../shared/log_types.js'
import { ERROR_LOG_SOURCES } from '../shared/error_log_types.js'
import { sinceField } from './validators/error_log_count_validator.js'

/**
 * The logs as admin lists (docs/plugins.md,
 * "Admin lists"): keyset pages, newest first by default, with the filters the
 * logs screen offers.
 */

/**
 * Runs of scheduled jobs. "time" walks the ids: a run is recorded as it ends,
 * so ids follow the runs, and started_at cannot carry a cursor on SQLite,
 * where the queue writes it as epoch milliseconds and other writers as text.
 * Durations are not indexed: the slowest runs are read from a log that the
 * jobs' own retention keeps small.
 */
export const SCHEDULE_RUN_LIST = defineList({
  id: 'schedule_runs.id',
  sorts: { time: 'schedule_runs.id', duration: 'schedule_runs.duration_ms' },
  defaultSort: { sort: 'time', order: 'desc' },
  filters: {
    schedule: vine.string().trim().maxLength(255).optional(),
    outcome: vine.enum(SCHEDULE_RUN_OUTCOMES).optional(),
  },
})

/**
 * The error log, searched (`query`) in the error's class, message, address
 * and request id. "time" walks the ids, which follow the entries as they are
 * written; `since` keeps a period (the admin overview's latest errors).
 */
export const ERROR_LOG_LIST = defineList({
  id: 'error_logs.id',
  sorts: { time: 'error_logs.id' },
  defaultSort: { sort: 'time', order: 'desc' },
  filters: {
    source: vine.enum(ERROR_LOG_SOURCES).optional(),
    since: sinceField(),
  },
})

/** Recorded emails, searched (`query`) by recipient or subject and filtered by status. */
export const OUTGOING_EMAIL_LIST = defineList({
  id: 'outgoing_emails.id',
  sorts: { time: 'outgoing_emails.created_at' },
  defaultSort: { sort: 'time', order: 'desc' },
  filters: {
    status: vine.enum(OUTGOING_EMAIL_STATUSES).optional(),
  },
})

export type ErrorLogListInput = ListInput<typeof ERROR_LOG_LIST>
export type ScheduleRunListInput = ListInput<typeof SCHEDULE_RUN_LIST>
export type OutgoingEmailListInput = ListInput<typeof OUTGOING_EMAIL_LIST>

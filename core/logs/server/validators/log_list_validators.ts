import vine from '@vinejs/vine'
import { OUTGOING_EMAIL_STATUSES, SCHEDULE_RUN_OUTCOMES } from '../../shared/log_types.js'

/** Which page, how long: shared by every log's list. */
const paging = {
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
  perPage: vine.number().withoutDecimals().min(1).max(100).optional(),
}

/** GET logs/schedule: runs of one schedule and/or one outcome. */
export const scheduleRunListValidator = vine.compile(
  vine.object({
    ...paging,
    schedule: vine.string().trim().maxLength(255).optional(),
    outcome: vine.enum(SCHEDULE_RUN_OUTCOMES).optional(),
  })
)

/** GET logs/outgoing-email: recorded emails matching a text and/or a status. */
export const outgoingEmailListValidator = vine.compile(
  vine.object({
    ...paging,
    search: vine.string().trim().maxLength(200).optional(),
    status: vine.enum(OUTGOING_EMAIL_STATUSES).optional(),
  })
)

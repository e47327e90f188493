import vine from '@vinejs/vine'

/** GET audit-log: a page of entries, newest first, narrowed by the screen's filters. */
export const auditListValidator = vine.compile(
  vine.object({
    page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
    perPage: vine.number().withoutDecimals().min(1).max(100).optional(),
    /** The account that acted. */
    userId: vine.number().withoutDecimals().min(1).max(4_294_967_295).optional(),
    action: vine.string().trim().maxLength(100).optional(),
    subjectType: vine.string().trim().maxLength(100).optional(),
    subjectId: vine.string().trim().maxLength(191).optional(),
    /** Calendar days in UTC, both included. */
    from: vine.date({ formats: ['YYYY-MM-DD'] }).optional(),
    to: vine.date({ formats: ['YYYY-MM-DD'] }).afterOrSameAs('from').optional(),
  })
)

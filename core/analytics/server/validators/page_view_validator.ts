import vine from '@vinejs/vine'

/** POST analytics/page-views: the page shown and, on a visit's first page, where the visitor came from. */
export const pageViewValidator = vine.compile(
  vine.object({
    // The page's path only: a query string may carry tokens.
    path: vine.string().maxLength(2000).regex(/^\/(?!\/)[^?#]*$/),
    referrer: vine.string().maxLength(2000).nullable().optional(),
  })
)

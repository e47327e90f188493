import vine from '@vinejs/vine'

/** Results one search answers at most. */
export const MAX_SEARCH_RESULTS = 50

export const searchValidator = vine.create(
  vine.object({
    query: vine.string().trim().minLength(1).maxLength(200),
    limit: vine.number().withoutDecimals().min(1).max(MAX_SEARCH_RESULTS).optional(),
  })
)

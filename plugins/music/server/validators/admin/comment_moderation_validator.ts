import vine from '@vinejs/vine'

const id = () => vine.number().withoutDecimals().min(1).max(4_294_967_295)

/** GET admin/comments: search, filters and the keyset cursor (the last id seen). */
export const commentListValidator = vine.create(
  vine.object({
    query: vine.string().trim().maxLength(255).optional(),
    track_id: id().optional(),
    user_id: id().optional(),
    cursor: id().optional(),
    perPage: vine.number().withoutDecimals().min(1).max(100).optional(),
  })
)

/** DELETE admin/comments: the selected comments, at most a few pages of them. */
export const deleteCommentsValidator = vine.create(vine.object({ ids: vine.array(id()).minLength(1).maxLength(500).distinct() }))

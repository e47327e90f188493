import vine from '@vinejs/vine'
import { COMMENTABLE } from '../services/comments/comment_service.js'

const content = vine.string().trim().minLength(1).maxLength(1000)

export const createCommentValidator = vine.create(
  vine.object({
    commentable_type: vine.enum(COMMENTABLE),
    commentable_id: vine.number().withoutDecimals().min(1).max(4_294_967_295),
    content,
    /** Playback position in seconds. */
    position: vine.number().withoutDecimals().min(0).max(86_400).nullable().optional(),
    parent_id: vine.number().withoutDecimals().min(1).max(4_294_967_295).nullable().optional(),
  })
)

export const updateCommentValidator = vine.create(vine.object({ content: content.clone() }))

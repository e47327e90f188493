import type { HttpContext } from '@adonisjs/core/http'
import { deleteComments, moderatedComments, toModeratedComments } from '../../services/admin/comment_moderation.js'
import { commentListValidator, deleteCommentsValidator } from '../../validators/admin/comment_moderation_validator.js'

/** The admin's comment moderation: every comment, searchable, deletable in bulk. */
export default class CommentsAdminController {
  /** GET admin/comments: newest first, a keyset page after `cursor`. */
  async index({ request }: HttpContext) {
    const { query, track_id: trackId, user_id: userId, cursor, perPage = 25 } = await request.validateUsing(commentListValidator, { data: request.qs() })
    const rows = moderatedComments({ query, trackId, userId }).orderBy('id', 'desc').limit(perPage + 1)
    if (cursor) rows.where('id', '<', cursor)
    const found = await rows
    const page = found.slice(0, perPage)
    return {
      data: await toModeratedComments(page),
      pagination: { perPage, nextCursor: found.length > perPage ? String(page[page.length - 1].id) : null },
    }
  }

  /** DELETE admin/comments: the selected comments and their replies. */
  async destroy({ request }: HttpContext) {
    const { ids } = await request.validateUsing(deleteCommentsValidator)
    return { deleted: await deleteComments(ids) }
  }
}

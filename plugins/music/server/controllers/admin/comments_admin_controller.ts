import type { HttpContext } from '@adonisjs/core/http'
import { bulkIdsValidator } from '#core/kernel/lists/bulk_ids_validator'
import { COMMENTS_LIST } from '../../services/admin/comments_list.js'
import { commentFilterOptions, deleteComments, moderatedComments, toModeratedComments } from '../../services/admin/comment_moderation.js'

/** The admin's comment moderation: every comment, searchable, deletable in bulk. */
export default class CommentsAdminController {
  /** GET admin/comments: a page of the list, each comment with its author and what it is on. */
  async index({ request }: HttpContext) {
    const input = await request.validateUsing(COMMENTS_LIST.validator, { data: request.qs() })
    const page = await COMMENTS_LIST.page(input, () => moderatedComments(input), (row) => row)
    return { ...page, data: await toModeratedComments(page.data) }
  }

  /** GET admin/comments/filters?track&user: the tracks and authors the filters offer. */
  async filters({ request }: HttpContext) {
    const { track, user } = await request.validateUsing(COMMENTS_LIST.validator, { data: request.qs() })
    return commentFilterOptions({ track, user })
  }

  /** POST admin/comments/delete {ids}: the selected comments and their replies. */
  async destroy({ request }: HttpContext) {
    const { ids } = await request.validateUsing(bulkIdsValidator)
    return { deleted: await deleteComments(ids) }
  }
}

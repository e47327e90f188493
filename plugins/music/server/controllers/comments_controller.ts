import type { HttpContext } from '@adonisjs/core/http'
import { viewerOf } from '../services/shared/viewer.js'
import { readPage } from '../services/shared/pagination.js'
import { createComment, deleteComment, listComments, updateComment, type CommentableType } from '../services/comments/comment_service.js'
import { createCommentValidator, updateCommentValidator } from '../validators/comment_validator.js'
import { signedInViewer } from '../guards.js'
import { idParam } from './params.js'

export default class CommentsController {
  /** GET tracks/{id}/comments and albums/{id}/comments. */
  async index(ctx: HttpContext) {
    const type: CommentableType = ctx.request.url().includes('/albums/') ? 'album' : 'track'
    return listComments(type, idParam(ctx), await readPage(ctx.request), viewerOf(ctx))
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createCommentValidator)
    ctx.response.status(201)
    return createComment(signedInViewer(ctx), input)
  }

  async update(ctx: HttpContext) {
    const { content } = await ctx.request.validateUsing(updateCommentValidator)
    return updateComment(signedInViewer(ctx), idParam(ctx), content)
  }

  async destroy(ctx: HttpContext) {
    await deleteComment(signedInViewer(ctx), idParam(ctx))
    return ctx.response.noContent()
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { ImageRejected } from '#core/accounts/server/services/public_images'
import { replaceGenreImage } from '../../services/admin/genre_images.js'
import { idParam } from '../params.js'
import { taxonomyController } from './taxonomy_admin_controller.js'

/** The admin's genres: the shared term screens' calls, and a genre's image. */
export default class GenresAdminController extends taxonomyController('genres') {
  /** POST admin/genres/{id}/image (multipart `file`) -> { image }; 422 naming `file` for what is not an image. */
  async storeImage(ctx: HttpContext) {
    try {
      return { image: await replaceGenreImage(ctx.auth.getUserOrFail().id, idParam(ctx), ctx.request.file('file')) }
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error
      return ctx.response.unprocessableEntity({ message: error.message, errors: { file: [error.message] } })
    }
  }

  /** DELETE admin/genres/{id}/image -> { image: null } */
  async destroyImage(ctx: HttpContext) {
    return { image: await replaceGenreImage(ctx.auth.getUserOrFail().id, idParam(ctx), null) }
  }
}

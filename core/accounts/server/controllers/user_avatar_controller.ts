import type { HttpContext } from '@adonisjs/core/http'
import { bouncerFor } from '../policies/bouncer.js'
import { serializeAccount } from '../serializers/user_serializer.js'
import { avatarImages } from '../services/avatar_service.js'
import { ImageRejected } from '../services/public_images.js'
import { routeUser } from '../queries/route_user.js'

/**
 * `users/{id}/avatar`: set from an uploaded image (multipart `file`), or
 * remove. A URL is never accepted: it could name another person's stored
 * file (deleted later as if it were ours) or an address inside our network.
 */
export default class UserAvatarController {
  async store(ctx: HttpContext) {
    const target = await routeUser(ctx)
    await bouncerFor(ctx).with('UserPolicy').authorize('update', target)

    let image: string
    try {
      const file = ctx.request.is(['multipart/form-data']) ? ctx.request.file('file') : null
      image = await avatarImages.storeUpload(target.id, file)
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error
      return ctx.response.unprocessableEntity({
        message: error.message,
        errors: { file: [error.message] },
      })
    }

    const previous = target.image
    target.image = image
    await target.save()
    await avatarImages.deleteStored(target.id, previous)
    return { user: await serializeAccount(target) }
  }

  async destroy(ctx: HttpContext) {
    const target = await routeUser(ctx)
    await bouncerFor(ctx).with('UserPolicy').authorize('update', target)
    const previous = target.image
    target.image = null
    await target.save()
    await avatarImages.deleteStored(target.id, previous)
    return { user: await serializeAccount(target) }
  }
}

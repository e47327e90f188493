import type { HttpContext } from '@adonisjs/core/http'
import { bouncerFor } from '../policies/bouncer.js'
import { serializeAccount } from '../serializers/user_serializer.js'
import { avatarUrlValidator } from '../validators/user_validators.js'
import { avatarImages } from '../services/avatar_service.js'
import { ImageRejected } from '../services/public_images.js'
import { routeUser } from '../queries/route_user.js'

/** `users/{id}/avatar`: set from an uploaded image (multipart `file`) or a URL (`{url}`), or remove. */
export default class UserAvatarController {
  async store(ctx: HttpContext) {
    const target = await routeUser(ctx)
    await bouncerFor(ctx).with('UserPolicy').authorize('update', target)

    let image: string
    if (ctx.request.is(['multipart/form-data'])) {
      try {
        image = await avatarImages.storeUpload(target.id, ctx.request.file('file'))
      } catch (error) {
        if (!(error instanceof ImageRejected)) throw error
        return ctx.response.unprocessableEntity({
          message: error.message,
          errors: { file: [error.message] },
        })
      }
    } else {
      image = (await ctx.request.validateUsing(avatarUrlValidator)).url
    }

    const previous = target.image
    target.image = image
    await target.save()
    await avatarImages.deleteStored(previous)
    return { user: await serializeAccount(target) }
  }

  async destroy(ctx: HttpContext) {
    const target = await routeUser(ctx)
    await bouncerFor(ctx).with('UserPolicy').authorize('update', target)
    const previous = target.image
    target.image = null
    await target.save()
    await avatarImages.deleteStored(previous)
    return { user: await serializeAccount(target) }
  }
}

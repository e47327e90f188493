import type { HttpContext } from '@adonisjs/core/http'
import { ImageRejected } from '#core/accounts/server/services/public_images'
import { signedInViewer } from '../guards.js'
import { updateProfileValidator } from '../validators/profile_validator.js'
import { profilePage } from '../services/profiles/profile_queries.js'
import { headerImages, replaceHeaderImage, updateProfile } from '../services/profiles/profile_editing.js'

/**
 * music/profile: the signed-in person edits their own public profile (there
 * is no id to trust: it is always the session's account).
 */
export default class ProfileEditController {
  /** PUT music/profile {display_name?, bio?, city?, country?, links?} -> the profile page. */
  async update(ctx: HttpContext) {
    const viewer = signedInViewer(ctx)
    await updateProfile(viewer.userId, await ctx.request.validateUsing(updateProfileValidator))
    return profilePage(viewer.userId, viewer)
  }

  /** POST music/profile/header (multipart `file`): png, jpeg, gif or webp by content, 5 MB, stored re-encoded. */
  async storeHeader(ctx: HttpContext) {
    const viewer = signedInViewer(ctx)
    let url: string
    try {
      url = await headerImages.storeUpload(viewer.userId, ctx.request.file('file'))
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error
      return ctx.response.unprocessableEntity({ message: error.message, errors: { file: [error.message] } })
    }
    let previous: string | null
    try {
      previous = await replaceHeaderImage(viewer.userId, url)
    } catch (error) {
      // Never leave an uploaded file that no profile points at.
      await headerImages.deleteStored(viewer.userId, url)
      throw error
    }
    await headerImages.deleteStored(viewer.userId, previous)
    return profilePage(viewer.userId, viewer)
  }

  /** DELETE music/profile/header. */
  async destroyHeader(ctx: HttpContext) {
    const viewer = signedInViewer(ctx)
    await headerImages.deleteStored(viewer.userId, await replaceHeaderImage(viewer.userId, null))
    return profilePage(viewer.userId, viewer)
  }
}

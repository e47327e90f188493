import type { HttpContext } from '@adonisjs/core/http'
import { viewerOf } from '../services/shared/viewer.js'
import { readPage } from '../services/shared/pagination.js'
import { profilePage, profileTab, type ProfileTab } from '../services/profiles/profile_queries.js'
import { idParam } from './params.js'

/** /users/{id}/profile and its tabs (the route only matches known tab names). */
export default class ProfilesController {
  show(ctx: HttpContext) {
    return profilePage(idParam(ctx), viewerOf(ctx))
  }

  async tab(ctx: HttpContext) {
    return profileTab(idParam(ctx), ctx.params.tab as ProfileTab, await readPage(ctx.request), viewerOf(ctx))
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { setFollow, setLike, setRepost, type FOLLOWABLE, type LIKEABLE, type REPOSTABLE } from '../services/social/social_actions.js'
import { signedInViewer } from '../guards.js'
import { idParam } from './params.js'

/**
 * Likes, follows and reposts: PUT adds, DELETE removes; both are idempotent
 * and answer 204. The routes only match the types each action accepts.
 */
export default class SocialController {
  async like(ctx: HttpContext) {
    await setLike(signedInViewer(ctx), ctx.params.type as (typeof LIKEABLE)[number], idParam(ctx), ctx.request.method() === 'PUT')
    return ctx.response.noContent()
  }

  async follow(ctx: HttpContext) {
    await setFollow(signedInViewer(ctx), ctx.params.type as (typeof FOLLOWABLE)[number], idParam(ctx), ctx.request.method() === 'PUT')
    return ctx.response.noContent()
  }

  async repost(ctx: HttpContext) {
    await setRepost(signedInViewer(ctx), ctx.params.type as (typeof REPOSTABLE)[number], idParam(ctx), ctx.request.method() === 'PUT')
    return ctx.response.noContent()
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { transmit } from '../realtime/channel_access.js'
import { realtimeChannelValidator } from '../validators/notification_validators.js'

/**
 * Transmit's subscribe and unsubscribe, with our validation and answers: a
 * channel the person may not listen to is refused with 403 (transmit's own
 * controller says 400 for everything). The event stream itself is
 * transmit's controller (routes.ts).
 */
export default class RealtimeController {
  async subscribe(ctx: HttpContext) {
    const { uid, channel } = await ctx.request.validateUsing(realtimeChannelValidator)
    if (!(await transmit.subscribe({ uid, channel, context: ctx }))) {
      return ctx.response.forbidden({ message: 'You may not listen to this channel.' })
    }
    return ctx.response.noContent()
  }

  async unsubscribe(ctx: HttpContext) {
    const { uid, channel } = await ctx.request.validateUsing(realtimeChannelValidator)
    await transmit.unsubscribe({ uid, channel, context: ctx })
    return ctx.response.noContent()
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { UAParser } from 'ua-parser-js'
import { viewerOf } from '../services/shared/viewer.js'
import { recordPlay } from '../services/plays/record_play.js'
import { recordListenEnd } from '../services/plays/listen_ends.js'
import { playValidator } from '../validators/query_validators.js'
import { idParam } from './params.js'
import { visitorId } from './visitor.js'

/** POST tracks/{id}/plays {listened_ms, source}: the player reports a listen (checked against the stream it was served). */
export default class PlaysController {
  async store(ctx: HttpContext) {
    const { listened_ms: listenedMs, source } = await ctx.request.validateUsing(playValidator)
    const agent = UAParser(ctx.request.header('user-agent') ?? '')
    // Set by CDNs and proxies that geolocate (Cloudflare and others use this name).
    const country = ctx.request.header('cf-ipcountry')
    return recordPlay({
      trackId: idParam(ctx),
      listenedMs,
      viewer: viewerOf(ctx),
      visitorId: visitorId(ctx)!,
      ip: ctx.request.ip(),
      platform: agent.os.name?.slice(0, 50) ?? null,
      device: agent.device.type ?? 'desktop',
      country: country && /^[A-Z]{2}$/.test(country) ? country : null,
      source: source ?? null,
    })
  }

  /** POST tracks/{id}/plays/end {listened_ms, source}: a listen ended; a skip or a counted play's full length, for insights. */
  async end(ctx: HttpContext) {
    const { listened_ms: listenedMs, source } = await ctx.request.validateUsing(playValidator)
    return recordListenEnd({
      trackId: idParam(ctx),
      listenedMs,
      viewer: viewerOf(ctx),
      visitorId: visitorId(ctx)!,
      ip: ctx.request.ip(),
      source: source ?? null,
    })
  }
}

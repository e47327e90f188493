import type { HttpContext } from '@adonisjs/core/http'
import { viewerOf } from '#plugins/music/server/services/shared/viewer'
import { streamTrack } from './stream_track.js'

/** GET tracks/:id/stream: the audio bytes of a track, with HTTP ranges. */
export default class StreamController {
  show(ctx: HttpContext) {
    return streamTrack(ctx, Number(ctx.params.id), viewerOf(ctx))
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { viewerOf } from '#plugins/music/server/services/shared/viewer'
import { isVisible } from '#plugins/music/server/services/shared/visibility'
import { notFound } from '#plugins/music/server/services/shared/errors'
import { beginsListen, recordListenStart } from '#plugins/music/server/services/plays/listen_starts'
import { locateAudio, UnsafeKeyError, type AudioSource } from './audio_store.js'
import { sendAudio } from './send_audio.js'
import { trackSource } from './track_sources.js'

/** GET tracks/:id/stream: the audio bytes of a track, with HTTP ranges. */
export default class StreamController {
  async show(ctx: HttpContext) {
    const track = await trackSource(Number(ctx.params.id))
    const viewer = viewerOf(ctx)
    // Private tracks exist only for their owner: others get the 404 of an unknown id.
    if (!track || !isVisible(track, viewer)) throw notFound()

    let source: AudioSource
    try {
      source = await locateAudio(track)
    } catch (error) {
      if (!(error instanceof UnsafeKeyError)) throw error
      ctx.logger.warn({ trackId: track.id }, error.message)
      source = { kind: 'missing' }
    }
    // What plays are checked against: when the audio of this listen was first served (plays/listen_starts.ts).
    if (source.kind !== 'missing' && beginsListen(ctx.request.method(), ctx.request.header('range'))) {
      await recordListenStart(viewer, ctx.request.ip(), track.id)
    }
    return sendAudio(ctx, source)
  }
}

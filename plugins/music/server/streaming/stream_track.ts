import type { HttpContext } from '@adonisjs/core/http'
import type { Viewer } from '#plugins/music/server/services/shared/viewer'
import { isVisible } from '#plugins/music/server/services/shared/visibility'
import { notFound } from '#plugins/music/server/services/shared/errors'
import { beginsListen, recordListenStart } from '#plugins/music/server/services/plays/listen_starts'
import { locateAudio, UnsafeKeyError, type AudioSource } from './audio_store.js'
import { sendAudio } from './send_audio.js'
import { trackSource, type TrackSource } from './track_sources.js'

/** How the located audio is sent: the file as it is by default (the Subsonic API may transcode it). */
export type AudioSender = (ctx: HttpContext, source: AudioSource, track: TrackSource) => unknown

/**
 * Answers a request for the audio of track `trackId` as `viewer` may hear it,
 * with HTTP ranges: the web player's stream route and the Subsonic API's
 * stream and download both come here.
 */
export async function streamTrack(ctx: HttpContext, trackId: number, viewer: Viewer, send: AudioSender = sendAudio) {
  const track = await trackSource(trackId)
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
  return send(ctx, source, track)
}

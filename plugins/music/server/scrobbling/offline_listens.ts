import type { Viewer } from '../services/shared/viewer.js'
import { findVisibleTrack } from '../services/catalogue/track_page.js'
import { heardThreshold } from '../services/plays/listen_heard.js'
import { invalid } from '../services/shared/errors.js'
import { dispatchScrobbles } from './dispatch_scrobbles.js'

/** ListenBrainz takes listens of any age; the player keeps offline ones for two weeks at most. */
const OLDEST_MS = 14 * 86_400_000
/** The player's clock may run a little ahead of the server's. */
const CLOCK_SLACK_MS = 5 * 60_000

/**
 * A listen the web player heard offline (from saved audio, no stream the
 * server saw), reported once back online with its real time. It is not a
 * counted play: the server cannot check it was heard. It only goes to the
 * listener's own scrobbling services, which take the listener's word anyway,
 * when it meets their rule.
 */
export async function sendOfflineListen(input: { viewer: Viewer & { userId: number }; trackId: number; listenedAt: number; listenedMs: number }) {
  const track = await findVisibleTrack(input.trackId, input.viewer)
  const startedAtMs = input.listenedAt * 1000
  if (startedAtMs < Date.now() - OLDEST_MS || startedAtMs > Date.now() + CLOCK_SLACK_MS) {
    throw invalid('listened_at', 'The listen must have begun within the last two weeks.')
  }
  if (input.listenedMs < heardThreshold(track.duration ? Number(track.duration) : null)) {
    throw invalid('listened_ms', 'Too little of the track was heard to send it.')
  }
  await dispatchScrobbles(input.viewer.userId, { trackId: track.id, kind: 'listen', listenedAt: input.listenedAt })
}

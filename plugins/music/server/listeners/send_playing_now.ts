import type { ListenStartedEvent } from '../../events.js'
import { dispatchScrobbles } from '../scrobbling/dispatch_scrobbles.js'

/** A listen began: each of the listener's scrobbling services is told what is playing now. */
export default class SendPlayingNow {
  async handle(event: ListenStartedEvent) {
    await dispatchScrobbles(event.userId, { trackId: event.trackId, kind: 'playing_now' })
  }
}

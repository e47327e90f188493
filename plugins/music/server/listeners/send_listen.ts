import type { ListenHeardEvent } from '../../events.js'
import { dispatchScrobbles } from '../scrobbling/dispatch_scrobbles.js'

/** A listen passed the services' rule: each of the listener's scrobbling services gets it, with when it began. */
export default class SendListen {
  async handle(event: ListenHeardEvent) {
    await dispatchScrobbles(event.userId, { trackId: event.trackId, kind: 'listen', listenedAt: event.listenedAt })
  }
}

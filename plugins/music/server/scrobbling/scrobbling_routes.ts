import type { PluginRouter } from '#core/kernel/contract'
import { signedIn } from '../guards.js'
import { listenBrainzTokenValidator, offlineListenValidator } from './scrobbling_validators.js'

const ScrobblingController = () => import('./scrobbling_controller.js')

/** music/scrobbling: a listener's own links to ListenBrainz and Last.fm, and what they send there. */
export function scrobblingRoutes(router: PluginRouter) {
  router
    .group(() => {
      router.get('scrobbling', [ScrobblingController, 'index']).as('scrobbling.index').docs({ summary: "The listener's scrobbling connections" })
      router.put('scrobbling/listenbrainz', [ScrobblingController, 'connectListenBrainz']).as('scrobbling.listenbrainz').docs({ summary: 'Connect ListenBrainz with a user token', body: listenBrainzTokenValidator })
      router.post('scrobbling/lastfm/authorize', [ScrobblingController, 'authorizeLastFm']).as('scrobbling.lastfm.authorize').docs({ summary: "Begin Last.fm's web authorization" })
      router.get('scrobbling/lastfm/callback', [ScrobblingController, 'lastFmCallback']).as('scrobbling.lastfm.callback').docs({ summary: 'Where Last.fm sends the listener back' })
      router.delete('scrobbling/:service', [ScrobblingController, 'disconnect']).as('scrobbling.disconnect').docs({ summary: 'Disconnect a scrobbling service' })
      router.post('scrobbling/offline-listens', [ScrobblingController, 'offlineListen']).as('scrobbling.offline_listens').docs({ summary: 'Send a listen heard offline to the scrobbling services', body: offlineListenValidator })
    })
    .use(signedIn)
}

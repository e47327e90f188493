import type { PluginRouter } from '#core/kernel/contract'
import { can } from '#core/kernel/http/guards'
import { MUSIC_OFFLINE } from '../../permissions.js'
import { signedIn } from '../guards.js'

const OfflineController = () => import('./offline_controller.js')
const ID = /^[1-9]\d{0,9}$/

/**
 * Saving for offline listening (under /api/v1/music): an account with
 * music.offline, which a billing plan's role may leave out (403 then).
 */
export function offlineRoutes(router: PluginRouter) {
  router
    .group(() => {
      router.get('offline/albums/:id', [OfflineController, 'album']).where('id', ID).as('offline.album')
      router.get('offline/playlists/:id', [OfflineController, 'playlist']).where('id', ID).as('offline.playlist')
    })
    .use([signedIn, can(MUSIC_OFFLINE)])
}

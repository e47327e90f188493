import type { PluginRouter } from '#core/kernel/contract'
import { can } from '#core/kernel/http/guards'
import { MUSIC_VIEW } from '#plugins/music/permissions'

const StreamController = () => import('./stream_controller.js')

/** Audio streaming routes, registered by the plugin's routes under /api/v1/music. */
export function streamingRoutes(router: PluginRouter) {
  router
    .get('tracks/:id/stream', [StreamController, 'show'])
    .where('id', /^[1-9]\d{0,9}$/)
    .use(can(MUSIC_VIEW))
    .as('tracks.stream')
}

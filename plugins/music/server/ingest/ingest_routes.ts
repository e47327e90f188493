import type { PluginRouter } from '#core/kernel/contract'
import { can } from '#core/kernel/http/guards'
import { ADMIN_ACCESS } from '#core/accounts/permissions'
import { MUSIC_CREATE, MUSIC_UPDATE } from '../../permissions.js'
import { ingestTracksValidator, processingStatusValidator } from './ingest_validators.js'

const IngestController = () => import('./ingest_controller.js')

/**
 * music/ingest (backstage/upload, music.create) and music/admin/ingest
 * (admin/upload, the screen's admin.access + music.update): the same
 * handlers, as the editors' routes are. Ownership is checked per artist and
 * file either way.
 */
export function ingestRoutes(router: PluginRouter) {
  router.group(() => routesOfIngest(router, '')).use(can(MUSIC_CREATE))
  router
    .group(() => routesOfIngest(router, 'admin.'))
    .prefix('admin')
    .use(can(ADMIN_ACCESS, MUSIC_UPDATE))
}

function routesOfIngest(router: PluginRouter, namePrefix: string) {
  router
    .post('ingest/tracks', [IngestController, 'store'])
    .as(`${namePrefix}ingest.tracks.store`)
    .docs({ summary: 'Turn uploaded files into draft tracks (optionally one draft album)', body: ingestTracksValidator })
  router
    .get('ingest/tracks', [IngestController, 'status'])
    .as(`${namePrefix}ingest.tracks.status`)
    .docs({ summary: 'Processing state of uploaded tracks', query: processingStatusValidator })
}

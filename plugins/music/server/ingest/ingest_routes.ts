import type { PluginRouter } from '#core/kernel/contract'
import { can } from '#core/kernel/http/guards'
import { MUSIC_CREATE } from '../../permissions.js'
import { ingestTracksValidator, processingStatusValidator } from './ingest_validators.js'

const IngestController = () => import('./ingest_controller.js')

/** music/ingest: behind music.create (backstage/upload and admin/upload); ownership is checked per artist and file. */
export function ingestRoutes(router: PluginRouter) {
  router
    .group(() => {
      router
        .post('ingest/tracks', [IngestController, 'store'])
        .as('ingest.tracks.store')
        .docs({ summary: 'Turn uploaded files into draft tracks (optionally one draft album)', body: ingestTracksValidator })
      router
        .get('ingest/tracks', [IngestController, 'status'])
        .as('ingest.tracks.status')
        .docs({ summary: 'Processing state of uploaded tracks', query: processingStatusValidator })
    })
    .use(can(MUSIC_CREATE))
}

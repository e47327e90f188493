import type { PluginRouter } from '#core/kernel/contract'
import { changesReads } from '#core/kernel/cache/drop_reads_middleware'

const SubsonicController = () => import('./subsonic_controller.js')

/**
 * The Subsonic API under /rest (the manifest's protocolApis): every endpoint
 * at /rest/<name> and /rest/<name>.view, by GET or by a POSTed form
 * (OpenSubsonic formPost). The controller looks the name up in ENDPOINTS
 * and drops the read caches an endpoint's writes change (its `changes`):
 * a POSTed read must not empty every cache as a web form's POST does.
 */
export function subsonicRoutes(router: PluginRouter) {
  router.get('/:method', [SubsonicController, 'handle']).as('subsonic')
  router.post('/:method', [SubsonicController, 'handle']).use(changesReads([])).as('subsonic.post')
  // Deeper paths name no endpoint: the protocol's answer rather than the web app's page.
  router.any('/*', [SubsonicController, 'unknown']).as('subsonic.unknown')
}

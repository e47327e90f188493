/*
 * Routes: every module's API (registered through its manifest on a router
 * scoped to its prefix), the health check, built web assets, and finally
 * the SPA shell for every other GET.
 */
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import { ModuleRegistry } from '#core/kernel/module_registry'
import { XSRF_TOKEN_PATH } from '#core/kernel/shared/xsrf_token_path'

const ShellController = () => import('#core/kernel/shell/shell_controller')
const WebAssetsController = () => import('#core/kernel/shell/web_assets_controller')
const WebAppManifestController = () => import('#core/kernel/shell/web_app_manifest_controller')
const HealthController = () => import('#core/kernel/http/health_controller')

const registry = await app.container.make(ModuleRegistry)
const host = await app.container.make('cadenza.host')

for (const module of registry.modules) {
  const { routes: registerRoutes, rootRoutes, protocolApis = [] } = module.manifest
  if (registerRoutes) {
    router
      .group(() => registerRoutes(router, host))
      .prefix(module.apiPrefix)
      .as(module.manifest.id)
  }
  if (rootRoutes) router.group(() => rootRoutes(router, host)).as(module.manifest.id)
  for (const api of protocolApis) router.group(() => api.routes(router, host)).prefix(api.prefix).as(module.manifest.id)
}

router.get('/health', [HealthController, 'show']).as('health')
router.get('/api/v1/health', [HealthController, 'show']).as('api.health')
// The shield middleware sets the session and XSRF-TOKEN cookies on this read; it has nothing else to say.
router.get(XSRF_TOKEN_PATH, ({ response }) => response.noContent()).as('api.xsrf_token')

/** Unknown API paths answer JSON 404 instead of the shell. */
router.any('/api/*', ({ response }) => response.notFound({ message: 'Not found.' })).as('api.not_found')

router.get('/manifest.webmanifest', [WebAppManifestController, 'show']).as('web.manifest')
router.get('/assets/*', [WebAssetsController, 'serve']).as('web.assets')
router.get('/:file', [WebAssetsController, 'serve']).where('file', /^[\w.-]+\.(ico|png|svg|webmanifest|txt|xml|json|js|css|woff2?)$/).as('web.root_file')
router.get('*', [ShellController, 'render']).as('shell')

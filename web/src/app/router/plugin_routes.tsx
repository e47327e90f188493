import type { LoaderFunction, RouteObject } from 'react-router'
import type { GuardRequirements } from '../../auth/guard.js'
import type { LazyRouteModule, RegisteredWebPlugin } from '../../kernel/define_web_plugin.js'
import { importOrReload } from './reload_on_stale_chunk.js'
import { RouteGuard } from './route_guard.js'

/** Admin screens open to holders of the admin area's permission; each screen's API checks its own. */
const ADMIN_PERMISSION = 'admin.access'

/**
 * Turns the routes and admin screens of every web part into react-router
 * routes. Each loads its module on first visit (react-router `lazy`), and a
 * guarded one renders behind RouteGuard.
 */
export function pluginRoutes(plugins: RegisteredWebPlugin[]): RouteObject[] {
  return plugins.flatMap(({ plugin }) => [
    ...(plugin.routes ?? []).map((route) =>
      lazyRoute(
        route.path,
        route.lazy,
        { auth: route.auth, permission: route.permission },
        route.loader
      )
    ),
    ...Object.entries(plugin.adminScreens ?? {}).map(([path, load]) =>
      lazyRoute(`/admin/${path.replace(/^\/+/, '')}`, load, {
        auth: true,
        permission: ADMIN_PERMISSION,
      })
    ),
  ])
}

function lazyRoute(
  path: string,
  load: LazyRouteModule,
  requirements: GuardRequirements,
  loader?: LoaderFunction
): RouteObject {
  const guarded = requirements.auth || requirements.permission
  return {
    path,
    // Given outside the module, react-router runs it while `lazy` loads (see WebRoute.loader).
    ...(loader && { loader }),
    lazy: async () => {
      const { default: DefaultExport, loader: moduleLoader, ...module } = await importOrReload(load)
      const route = loader ? module : { ...module, loader: moduleLoader }
      const Page = route.Component ?? DefaultExport
      if (!Page || !guarded) return { ...route, Component: Page }
      return {
        ...route,
        Component: () => (
          <RouteGuard requirements={requirements}>
            <Page />
          </RouteGuard>
        ),
      }
    },
  }
}

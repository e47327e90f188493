import { createBrowserRouter } from 'react-router'
import type { RegisteredWebPlugin } from '../../kernel/define_web_plugin.js'
import { routeContextFor, type RouteServices } from '../../kernel/route_context.js'
import { NotFoundPage } from '../errors/not_found_page.js'
import { RouteErrorPage } from '../errors/route_error_page.js'
import { RootLayout, RootLayoutFallback } from '../layout/root_layout.js'
import { pluginRoutes } from './plugin_routes.js'

/**
 * The app's routes: the shell layout around every page of every web part,
 * with the error page rendered inside the shell so navigation stays usable.
 * Loaders receive the query cache and the client services through the
 * router context (routeServices(context)), so they can prefetch page data.
 */
export function createAppRouter(plugins: RegisteredWebPlugin[], services: RouteServices) {
  return createBrowserRouter(
    [
      {
        Component: RootLayout,
        HydrateFallback: RootLayoutFallback,
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            ErrorBoundary: RouteErrorPage,
            children: [
              ...pluginRoutes(plugins),
              { path: '/404', Component: NotFoundPage },
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
    { getContext: routeContextFor(services) }
  )
}

import { useMemo } from 'react'
import { useLocation, useRoutes, type RouteObject } from 'react-router'
import { NotFoundPage } from '../errors/not_found_page.js'
import { RootLayout } from '../layout/root_layout.js'
import { RouteGuard } from './route_guard.js'
import type { AppRoute } from './app_routes.js'
import { useRouteLoads } from './navigation_context.js'
import { RouteErrorBoundary } from './route_error_boundary.js'

/** A page: not found when the server said so, what its loader threw, or the page behind its guard. */
function RoutePage({ route }: { route: AppRoute }) {
  const loads = useRouteLoads()
  const location = useLocation()
  // Drawn, not thrown: the server renderer draws it too, and error boundaries only work in the browser.
  if (loads.isNotFound(location)) return <NotFoundPage />
  const loaderError = loads.errorFor(location)
  if (loaderError !== undefined) throw loaderError
  const { Page, requirements } = route
  if (!requirements.auth && !requirements.permissions?.length) return <Page />
  return (
    <RouteGuard requirements={requirements}>
      <Page />
    </RouteGuard>
  )
}

/**
 * Every page inside the shell layout; unknown paths are the not-found page.
 * A failure of the layout itself ends at the route error page too.
 */
export function AppRoutesView() {
  const { routes } = useRouteLoads()
  const location = useLocation()
  const table = useMemo<RouteObject[]>(
    () => [
      {
        element: <RootLayout />,
        children: [
          ...routes.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
          { path: '/404', element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
    [routes]
  )
  return <RouteErrorBoundary location={location}>{useRoutes(table)}</RouteErrorBoundary>
}

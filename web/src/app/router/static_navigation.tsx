import type { ReactNode } from 'react'
import { StaticRouter } from 'react-router'
import { NavigationPendingContext, RouteLoadsContext } from './navigation_context.js'
import type { RouteLoads } from './route_loads.js'

/**
 * One fixed location, for the server renderer. Shaped like
 * BrowserNavigation (the same providers around the same children), so the
 * browser hydrates the same tree the server drew.
 */
export function StaticNavigation({
  loads,
  location,
  children,
}: {
  loads: RouteLoads
  location: string
  children: ReactNode
}) {
  return (
    <RouteLoadsContext value={loads}>
      <NavigationPendingContext value={false}>
        <StaticRouter location={location}>{children}</StaticRouter>
      </NavigationPendingContext>
    </RouteLoadsContext>
  )
}

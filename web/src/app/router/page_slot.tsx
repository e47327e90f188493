import { Suspense, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { PageSkeleton } from '../layout/page_skeleton.js'
import { RouteErrorBoundary } from './route_error_boundary.js'

/**
 * Where a page goes in the layout: its errors end at the route error page
 * and, while the first page's code loads, a skeleton holds its place (later
 * navigations keep the old page instead, see BrowserNavigation).
 */
export function PageSlot({ children }: { children: ReactNode }) {
  const location = useLocation()
  return (
    <RouteErrorBoundary location={location}>
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </RouteErrorBoundary>
  )
}

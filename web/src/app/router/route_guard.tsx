import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { guardOutcome, loginUrl, type GuardRequirements } from '../../auth/guard.js'
import { useBootstrap } from '../../bootstrap/use_bootstrap.js'
import { NotFoundPage } from '../errors/not_found_page.js'

/** Shows a route only to visitors who meet its auth and permission needs (spec section 2, general guard). */
export function RouteGuard({
  requirements,
  children,
}: {
  requirements: GuardRequirements
  children: ReactNode
}) {
  const bootstrap = useBootstrap()
  const location = useLocation()
  switch (guardOutcome(bootstrap, requirements)) {
    case 'login':
      return <Navigate replace to={loginUrl(location.pathname + location.search)} />
    case 'pricing':
      return <Navigate replace to="/pricing" />
    case 'not-found':
      return <NotFoundPage />
    default:
      return children
  }
}

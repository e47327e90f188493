import CloudAlert from 'lucide-react/icons/cloud-alert'
import { Navigate, useLocation } from 'react-router'
import { forbiddenOutcome, loginUrl } from '../../auth/guard.js'
import { useBootstrap } from '../../bootstrap/use_bootstrap.js'
import { useTrans } from '../../i18n/use_trans.js'
import { RouteStatusError } from '../../kernel/route_loader.js'
import { isApiError } from '../../services/api_error.js'
import { ErrorState } from './error_state.js'
import { NotFoundPage } from './not_found_page.js'

/**
 * What a route shows when loading it failed (spec section 8): not found for
 * 404s, the login page (or pricing / not found when logged in) for 401 and
 * 403 answers, and a generic message for anything else.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const bootstrap = useBootstrap()
  const location = useLocation()
  const trans = useTrans()
  const status = isApiError(error)
    ? error.status
    : error instanceof RouteStatusError
      ? error.status
      : null

  if (status === 404) return <NotFoundPage />
  if (status === 401 || status === 403) {
    const outcome = forbiddenOutcome(bootstrap, status)
    if (outcome === 'not-found') return <NotFoundPage />
    return (
      <Navigate
        replace
        to={outcome === 'pricing' ? '/pricing' : loginUrl(location.pathname + location.search)}
      />
    )
  }
  if (import.meta.env.DEV) console.error(error)
  return (
    <ErrorState
      icon={<CloudAlert aria-hidden />}
      title={trans('There was an issue loading this page')}
      message={trans('Please try again later')}
    />
  )
}

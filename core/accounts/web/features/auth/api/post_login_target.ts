import type { BootstrapData } from '../../../../../kernel/shared/bootstrap_data.js'
// A plain path, not @web: unit tests import this file under Node, which knows no such alias.
import { hasPermission } from '../../../../../../web/src/auth/permissions.js'
import type { OnboardingPlan } from '../../../../../../web/src/auth/onboarding_plan.js'

const ADMIN_PERMISSION = 'admin.access'
const ADMIN_AREA = '/admin'

/**
 * Where a visitor goes once signed in (spec sections 2 and 4): the checkout of
 * a plan picked before signing in, else the page named by the `redirect`
 * query parameter, else the admin area for admins (once a module registers
 * its screen: `hasScreen`, see screenPresence) and home for everyone else.
 */
export function postLoginTarget(
  viewer: Pick<BootstrapData, 'user' | 'guest_role'>,
  {
    redirect,
    onboardingPlan,
    hasScreen,
  }: {
    redirect?: string | null
    onboardingPlan?: OnboardingPlan | null
    hasScreen: (path: string) => boolean
  }
): string {
  if (onboardingPlan) {
    return `/checkout/${encodeURIComponent(onboardingPlan.productId)}/${encodeURIComponent(onboardingPlan.priceId)}`
  }
  const safeRedirect = internalPath(redirect)
  if (safeRedirect) return safeRedirect
  const admin = viewer.user && hasPermission(viewer, ADMIN_PERMISSION)
  return admin && hasScreen(ADMIN_AREA) ? ADMIN_AREA : '/'
}

/**
 * The redirect only when it stays on this site: a path starting with one
 * slash. "//evil.example" and "https://..." would send a freshly signed-in
 * person elsewhere (an open redirect).
 */
export function internalPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null
  }
  return value
}

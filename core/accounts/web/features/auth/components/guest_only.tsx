import { useState, type ComponentType, type ReactNode } from 'react'
import { Navigate, useLocation, useSearchParams } from 'react-router'
import { SIGNED_OUT_STATE } from '@web/auth/use_logout.js'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useHasScreen } from '@web/menus/use_has_screen.js'
import { readOnboardingPlan } from '@web/auth/onboarding_plan.js'
import { postLoginTarget } from '../api/post_login_target.js'

/**
 * Spec section 2: the sign-in screens are for guests; someone already signed
 * in goes on to where signing in would have taken them. Decided on arrival
 * only: a sign-in completed on this screen navigates by itself, and a
 * redirect racing it would win over its target. Arriving from a logout,
 * the user is still known for a moment and stays.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const bootstrap = useBootstrap()
  const hasScreen = useHasScreen()
  const [searchParams] = useSearchParams()
  const { state } = useLocation()
  const [signedInOnArrival] = useState(
    () => bootstrap.user !== null && state?.signedOut !== SIGNED_OUT_STATE.signedOut
  )
  if (signedInOnArrival) {
    return (
      <Navigate
        replace
        to={postLoginTarget(bootstrap, {
          redirect: searchParams.get('redirect'),
          onboardingPlan: readOnboardingPlan(),
          hasScreen,
        })}
      />
    )
  }
  return children
}

/** A sign-in route's Component: its screen, shown to guests only. */
export function guestOnlyPage(Screen: ComponentType) {
  return function GuestOnlyPage() {
    return (
      <GuestOnly>
        <Screen />
      </GuestOnly>
    )
  }
}

import { useState, type ReactNode } from 'react'
import { Navigate, useSearchParams } from 'react-router'
import { useBootstrap } from '../../../bootstrap/use_bootstrap.js'
import { readOnboardingPlan } from '../api/onboarding_plan_storage.js'
import { postLoginTarget } from '../api/post_login_target.js'

/**
 * Spec section 2: the sign-in screens are for guests; someone already signed
 * in goes on to where signing in would have taken them. Decided on arrival
 * only: a sign-in completed on this screen navigates by itself, and a
 * redirect racing it would win over its target.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const bootstrap = useBootstrap()
  const [searchParams] = useSearchParams()
  const [signedInOnArrival] = useState(() => bootstrap.user !== null)
  if (signedInOnArrival) {
    return (
      <Navigate
        replace
        to={postLoginTarget(bootstrap, {
          redirect: searchParams.get('redirect'),
          onboardingPlan: readOnboardingPlan(),
        })}
      />
    )
  }
  return children
}

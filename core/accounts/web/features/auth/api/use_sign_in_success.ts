import { useCallback } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useApplyBootstrap, type BootstrapPayload } from '@web/auth/use_apply_bootstrap.js'
import { useHasScreen } from '@web/menus/use_has_screen.js'
import { clearOnboardingPlan, readOnboardingPlan } from '@web/auth/onboarding_plan.js'
import { postLoginTarget } from './post_login_target.js'

/**
 * What happens once the server has signed someone in (login, two-factor,
 * register, social): the new bootstrap data replaces the old, and the app
 * moves on to the post-login target.
 */
export function useSignInSuccess() {
  const applyBootstrap = useApplyBootstrap()
  const navigate = useNavigate()
  const hasScreen = useHasScreen()
  const [searchParams] = useSearchParams()
  const redirect = searchParams.get('redirect')

  return useCallback(
    (payload: BootstrapPayload, { target }: { target?: string } = {}) => {
      const data = applyBootstrap(payload)
      const onboardingPlan = readOnboardingPlan()
      if (onboardingPlan) clearOnboardingPlan()
      navigate(target ?? postLoginTarget(data, { redirect, onboardingPlan, hasScreen }), {
        replace: true,
      })
    },
    [applyBootstrap, navigate, redirect, hasScreen]
  )
}

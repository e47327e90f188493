import type { OnboardingPlan } from './post_login_target.js'

/** localStorage key under which the pricing page keeps the plan a visitor picked before signing up. */
export const ONBOARDING_PLAN_KEY = 'be.onboarding.selected'

/** The remembered plan, or null when none (or when storage is unavailable or holds garbage). */
export function readOnboardingPlan(): OnboardingPlan | null {
  try {
    const value = JSON.parse(localStorage.getItem(ONBOARDING_PLAN_KEY) ?? 'null')
    return value && value.productId != null && value.priceId != null
      ? { productId: value.productId, priceId: value.priceId }
      : null
  } catch {
    return null
  }
}

/** Forgets the plan once sign-in has led to its checkout, so later sign-ins go to their usual place. */
export function clearOnboardingPlan() {
  try {
    localStorage.removeItem(ONBOARDING_PLAN_KEY)
  } catch {
    // Storage blocked (private mode): nothing was stored either.
  }
}

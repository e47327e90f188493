/**
 * A plan picked on the pricing page before signing up, remembered in this
 * browser for after sign-in: billing's checkout writes it (a guest is sent to
 * register), the accounts module reads it to lead the new member back to that
 * plan's checkout. One key, kept here, so the two parts cannot disagree.
 */
export interface OnboardingPlan {
  productId: number | string
  priceId: number | string
}

const ONBOARDING_PLAN_KEY = 'be.onboarding.selected'

export function rememberOnboardingPlan(plan: OnboardingPlan) {
  try {
    localStorage.setItem(ONBOARDING_PLAN_KEY, JSON.stringify({ productId: plan.productId, priceId: plan.priceId }))
  } catch {
    // Storage blocked: registering still works, the visitor picks the plan again.
  }
}

/** The remembered plan, or null when none (or when storage is unavailable or holds garbage). */
export function readOnboardingPlan(): OnboardingPlan | null {
  try {
    const value = JSON.parse(localStorage.getItem(ONBOARDING_PLAN_KEY) ?? 'null')
    return value && value.productId != null && value.priceId != null ? { productId: value.productId, priceId: value.priceId } : null
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

import type { PlanChoice } from '../../billing_api.js'

/**
 * The key under which core/accounts reads a plan picked before signing up
 * (its onboarding_plan_storage.ts): after registering it leads to this
 * plan's checkout. Written here, read there, so the two must agree.
 */
const ONBOARDING_PLAN_KEY = 'be.onboarding.selected'

export function rememberPlanForSignUp(choice: PlanChoice) {
  try {
    localStorage.setItem(ONBOARDING_PLAN_KEY, JSON.stringify({ productId: choice.product_id, priceId: choice.price_id }))
  } catch {
    // Storage blocked: registering still works, the visitor picks the plan again.
  }
}

import type { PermissionDefinition } from '#core/kernel/contract'

/** The admin's plans screens (spec section 2: plans [plans.update]). */
export const PLANS_UPDATE = 'plans.update'
/** The admin's subscriptions screen (spec section 2: subscriptions [subscriptions.update]). */
export const SUBSCRIPTIONS_UPDATE = 'subscriptions.update'

export const BILLING_PERMISSIONS: PermissionDefinition[] = [
  { name: PLANS_UPDATE, label: 'Manage plans', group: 'Billing', description: 'Create and edit plans, their prices and what they grant.' },
  { name: SUBSCRIPTIONS_UPDATE, label: 'Manage subscriptions', group: 'Billing', description: "See and change people's subscriptions." },
]

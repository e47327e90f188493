import type { ModuleServices } from '#core/kernel/contract'
import { AccountSubscriptions } from '#core/kernel/module_services'
import { subscriptionFlags } from './subscriptions/subscription_queries.js'
import { gracePeriodDays } from './subscriptions/apply_subscription.js'

/** The bootstrap data's `user.subscriptions` (spec sections 3 and 6), from billing's own rows. */
class BillingAccountSubscriptions extends AccountSubscriptions {
  async of(userId: number) {
    return subscriptionFlags(userId, await gracePeriodDays())
  }
}

const registerBillingServices: ModuleServices = (container) => {
  container.singleton(AccountSubscriptions, () => new BillingAccountSubscriptions())
}
export default registerBillingServices

import type { ModuleServices } from '#core/kernel/contract'
import app from '@adonisjs/core/services/app'
import { AccountSubscriptions, SiteSettings, UpgradeOffer } from '#core/kernel/module_services'
import { BILLING_ENABLE } from '../settings.js'
import { subscriptionFlags } from './subscriptions/subscription_queries.js'
import { gracePeriodDays } from './subscriptions/apply_subscription.js'

/** The bootstrap data's `user.subscriptions` (spec sections 3 and 6), from billing's own rows. */
class BillingAccountSubscriptions extends AccountSubscriptions {
  async of(userId: number) {
    return subscriptionFlags(userId, await gracePeriodDays())
  }
}

/** Quota refusals point to the pricing page while billing is on. */
class PricingUpgradeOffer extends UpgradeOffer {
  async path() {
    const settings = await app.container.make(SiteSettings)
    return settings.get(BILLING_ENABLE, false) ? '/pricing' : null
  }
}

const registerBillingServices: ModuleServices = (container) => {
  container.singleton(AccountSubscriptions, () => new BillingAccountSubscriptions())
  container.singleton(UpgradeOffer, () => new PricingUpgradeOffer())
}
export default registerBillingServices

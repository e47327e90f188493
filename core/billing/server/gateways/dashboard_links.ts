import app from '@adonisjs/core/services/app'
import { SiteSettings } from '#core/kernel/module_services'
import { PAYPAL_SANDBOX } from '../../settings.js'
import type { GatewayName } from '../../shared/billing_types.js'
import { stripeTestMode } from './stripe_client.js'
import { paypalSite } from './paypal_gateway.js'

/**
 * Where an admin refunds a subscription's payments: the subscription on its
 * gateway's dashboard (Stripe's test data under /test; PayPal's sandbox),
 * whose payments list has the refund button. Read once per list page.
 */
export async function dashboardLinks() {
  const settings = await app.container.make(SiteSettings)
  const stripeBase = `https://dashboard.stripe.com/${(await stripeTestMode()) ? 'test/' : ''}subscriptions/`
  const paypalBase = `${paypalSite(Boolean(settings.get(PAYPAL_SANDBOX, false)))}/billing/subscriptions/`
  return (gateway: GatewayName, gatewayId: string) => `${gateway === 'paypal' ? paypalBase : stripeBase}${encodeURIComponent(gatewayId)}`
}

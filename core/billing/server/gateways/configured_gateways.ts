import type { PaymentGateway } from '../../shared/billing_types.js'
import { paypalConfigured } from './paypal_client.js'
import { stripeConfigured } from './stripe_client.js'

/** The gateways set up now (Settings > Subscriptions): the ones a saved plan is kept in step on. */
export async function configuredGateways(): Promise<PaymentGateway[]> {
  const gateways: PaymentGateway[] = []
  if (await stripeConfigured()) gateways.push('stripe')
  if (await paypalConfigured()) gateways.push('paypal')
  return gateways
}

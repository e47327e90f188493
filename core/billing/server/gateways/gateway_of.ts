import { paypalGateway } from './paypal_gateway.js'
import { stripeGateway } from './stripe_gateway.js'
import type { SubscriptionGateway, SubscriptionRow } from './subscription_gateway.js'

/** The gateway holding a subscription row. */
export function gatewayOf(row: Pick<SubscriptionRow, 'gateway'>): SubscriptionGateway {
  return row.gateway === 'paypal' ? paypalGateway : stripeGateway
}

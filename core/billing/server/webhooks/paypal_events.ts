import { paypalApi } from '../gateways/paypal_client.js'
import { applyPayPalSubscription, regularCyclesCompleted, type PayPalSubscription } from '../subscriptions/paypal_subscriptions.js'
import { tellSubscriptionHolder } from './billing_emails.js'

/** A PayPal webhook event (v1 notifications), the fields we read. */
export interface PayPalEvent {
  id: string
  event_type: string
  create_time: string
  resource_type?: string
  resource: Record<string, any>
}

/** A verified PayPal event as webhook_events.ts keeps it. */
export const paypalIncoming = (event: PayPalEvent) => ({ gateway: 'paypal' as const, id: event.id, type: event.event_type, created: Math.floor(Date.parse(event.create_time) / 1000), payload: event })

/** Events whose resource is the subscription as it was when the event was made. */
const SUBSCRIPTION_EVENTS = new Set([
  'BILLING.SUBSCRIPTION.CREATED',
  'BILLING.SUBSCRIPTION.ACTIVATED',
  'BILLING.SUBSCRIPTION.UPDATED',
  'BILLING.SUBSCRIPTION.RE-ACTIVATED',
  'BILLING.SUBSCRIPTION.SUSPENDED',
  'BILLING.SUBSCRIPTION.CANCELLED',
  'BILLING.SUBSCRIPTION.EXPIRED',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
])

/** Reads the subscription from PayPal (the latest truth) and stores it as news of `saidAt`. */
async function refreshSubscription(subscriptionId: string, saidAt: number) {
  const subscription = await (await paypalApi()).call<PayPalSubscription>('GET', `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}`)
  await applyPayPalSubscription(subscription, saidAt, { fresh: true })
  return subscription
}

/**
 * What a PayPal event changes, by the same rules as Stripe's
 * (apply_subscription.ts): a subscription snapshot is stored unless the row
 * holds newer news, and read again from PayPal on a tie; a payment only says
 * "look at this subscription", so it is read from PayPal.
 */
export async function processPayPalEvent(event: PayPalEvent) {
  const saidAt = paypalIncoming(event).created
  if (SUBSCRIPTION_EVENTS.has(event.event_type)) {
    const subscription = event.resource as PayPalSubscription
    const outcome = await applyPayPalSubscription(subscription, saidAt)
    if (outcome === 'tie') await refreshSubscription(subscription.id, saidAt)
    // An event is processed once (kept by its id), so each of these emails goes once.
    if (event.event_type === 'BILLING.SUBSCRIPTION.CANCELLED' || event.event_type === 'BILLING.SUBSCRIPTION.EXPIRED') await tellSubscriptionHolder('paypal', subscription.id, 'ended')
    if (event.event_type === 'BILLING.SUBSCRIPTION.PAYMENT.FAILED') await tellSubscriptionHolder('paypal', subscription.id, 'payment_failed')
  } else if (event.event_type === 'PAYMENT.SALE.COMPLETED' && typeof event.resource.billing_agreement_id === 'string') {
    const subscription = await refreshSubscription(event.resource.billing_agreement_id, saidAt)
    // The first payment is the purchase; later ones renew the plan.
    if (regularCyclesCompleted(subscription) > 1) await tellSubscriptionHolder('paypal', subscription.id, 'renewed')
  }
}

import db from '@adonisjs/lucid/services/db'
import type Stripe from 'stripe'
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../shared/billing_types.js'
import { applySubscriptionNews, type ApplyOutcome } from './apply_subscription.js'

/** Whose subscription it is: the account our checkout wrote in its metadata, or the owner of its Stripe customer. */
async function ownerOf(subscription: Stripe.Subscription) {
  const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id
  const byCustomer = await db.from('billing_customers').where('stripe_id', customerId).first()
  if (byCustomer) return Number(byCustomer.user_id)
  const fromMetadata = Number(subscription.metadata?.user_id)
  if (Number.isInteger(fromMetadata) && fromMetadata > 0 && (await db.from('users').where('id', fromMetadata).first())) return fromMetadata
  return null
}

/** Stores what Stripe said about a subscription at `saidAt` (apply_subscription.ts says when it is not applied). */
export async function applyStripeSubscription(subscription: Stripe.Subscription, saidAt: number, options: { fresh?: boolean } = {}): Promise<ApplyOutcome> {
  const item = subscription.items.data[0]
  const price = item ? await db.from('billing_prices').where('stripe_id', item.price.id).first() : null
  const status = (SUBSCRIPTION_STATUSES as readonly string[]).includes(subscription.status) ? (subscription.status as SubscriptionStatus) : 'incomplete'
  const news = {
    gateway: 'stripe' as const,
    gatewayId: subscription.id,
    userId: await ownerOf(subscription),
    price: price ? { id: Number(price.id), productId: Number(price.product_id) } : null,
    status,
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end),
    cancelReason: subscription.cancellation_details?.comment ?? null,
    trialEnd: subscription.trial_end ?? null,
    periodEnd: item?.current_period_end ?? null,
    endedAt: subscription.ended_at ?? null,
    created: subscription.created,
  }
  return applySubscriptionNews(news, saidAt, options)
}

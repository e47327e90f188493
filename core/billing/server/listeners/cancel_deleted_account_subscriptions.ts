import type { UserDeletedEvent } from '#core/accounts/events'
import { stripeClient, stripeKeySaved } from '../gateways/stripe_client.js'

/**
 * `user:deleted`: the account's subscription rows went with it (their
 * foreign keys cascade), but Stripe would go on charging the card. The
 * person's Stripe customers (ours carry their account id) lose every
 * subscription that is not over, at once.
 */
export default class CancelDeletedAccountSubscriptions {
  async handle(event: UserDeletedEvent) {
    if (!(await stripeKeySaved())) return
    const stripe = await stripeClient()
    const customers = await stripe.customers.list({ email: event.email, limit: 100 })
    for (const customer of customers.data.filter((candidate) => candidate.metadata?.user_id === String(event.id))) {
      const subscriptions = await stripe.subscriptions.list({ customer: customer.id, status: 'all', limit: 100 })
      for (const subscription of subscriptions.data) {
        if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') await stripe.subscriptions.cancel(subscription.id)
      }
    }
  }
}

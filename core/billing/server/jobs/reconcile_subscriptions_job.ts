import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { dropReads } from '#core/kernel/cache/read_cache'
import { stripeClient, stripeConfigured } from '../gateways/stripe_client.js'
import { applyStripeSubscription } from '../subscriptions/stripe_subscriptions.js'

/**
 * Webhooks can be lost (an endpoint down longer than Stripe retries, a
 * secret changed): every 6 hours this reads each subscription that is not
 * over from Stripe and stores what Stripe says, so drift does not last.
 */
export default class ReconcileSubscriptionsJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'billing.reconcile_subscriptions', maxRetries: 0 }

  async execute() {
    await reconcileSubscriptions()
  }
}

/** Returns how many rows Stripe's answer changed. */
export async function reconcileSubscriptions() {
  if (!(await stripeConfigured())) return 0
  const stripe = await stripeClient()
  const rows = await db.from('billing_subscriptions').where('gateway', 'stripe').whereNotIn('status', ['canceled', 'incomplete_expired']).select('id', 'gateway_id', 'status', 'cancel_at_period_end', 'price_id', 'gateway_updated_at')
  let changed = 0
  for (const row of rows) {
    try {
      const subscription = await stripe.subscriptions.retrieve(row.gateway_id)
      await applyStripeSubscription(subscription, Number(row.gateway_updated_at), { fresh: true })
      const after = await db.from('billing_subscriptions').where('id', row.id).select('status', 'cancel_at_period_end', 'price_id').first()
      if (after.status !== row.status || Boolean(after.cancel_at_period_end) !== Boolean(row.cancel_at_period_end) || after.price_id !== row.price_id) changed++
    } catch (error) {
      logger.warn({ err: error, subscription: row.gateway_id }, 'billing: a subscription could not be reconciled with Stripe')
    }
  }
  if (changed) await dropReads()
  return changed
}

import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { dropReads } from '#core/kernel/cache/read_cache'
import { stripeKeySaved } from '../gateways/stripe_client.js'
import { paypalKeysSaved } from '../gateways/paypal_client.js'
import { gatewayOf } from '../gateways/gateway_of.js'
import type { SubscriptionRow } from '../gateways/subscription_gateway.js'

/**
 * Webhooks can be lost (an endpoint down longer than Stripe retries, a
 * secret changed): every 6 hours this reads each subscription that is not
 * over from its gateway (Stripe, PayPal) and stores what the gateway says,
 * so drift does not last.
 */
export default class ReconcileSubscriptionsJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'billing.reconcile_subscriptions', maxRetries: 0 }

  async execute() {
    await reconcileSubscriptions()
  }
}

/** Returns how many rows the gateways' answers changed. */
export async function reconcileSubscriptions() {
  // Subscriptions are read with a gateway's keys even when it is no longer offered to new subscribers.
  const gateways = [...((await stripeKeySaved()) ? ['stripe'] : []), ...((await paypalKeysSaved()) ? ['paypal'] : [])]
  if (!gateways.length) return 0
  const rows = (await db
    .from('billing_subscriptions')
    .whereIn('gateway', gateways)
    .whereNotIn('status', ['canceled', 'incomplete_expired'])
    .select('id', 'user_id', 'gateway', 'gateway_id', 'status', 'cancel_at_period_end', 'price_id', 'gateway_updated_at')) as SubscriptionRow[]
  let changed = 0
  for (const row of rows) {
    try {
      await gatewayOf(row).refresh(row)
      const after = await db.from('billing_subscriptions').where('id', row.id).select('status', 'cancel_at_period_end', 'price_id').first()
      if (after.status !== row.status || Boolean(after.cancel_at_period_end) !== Boolean(row.cancel_at_period_end) || after.price_id !== row.price_id) changed++
    } catch (error) {
      logger.warn({ err: error, subscription: row.gateway_id }, 'billing: a subscription could not be reconciled with its gateway')
    }
  }
  if (changed) await dropReads()
  return changed
}

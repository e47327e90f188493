import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import { dropReads } from '#core/kernel/cache/read_cache'
import { sqlTime } from '../plans/plan_rows.js'
import { paypalApi, paypalKeysSaved } from '../gateways/paypal_client.js'
import { paypalGateway } from '../gateways/paypal_gateway.js'
import type { SubscriptionRow } from '../gateways/subscription_gateway.js'

/**
 * A PayPal subscription cancelled at period end is only suspended until
 * then (paypal_subscriptions.ts says why): once its paid period is over this
 * cancels it on PayPal for good, and the plan goes (scheduled every 10
 * minutes by the manifest).
 */
export default class EndPayPalCancellationsJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'billing.end_paypal_cancellations', maxRetries: 0 }

  async execute() {
    await endPayPalCancellations()
  }
}

export async function endPayPalCancellations() {
  if (!(await paypalKeysSaved())) return 0
  const rows = (await db
    .from('billing_subscriptions')
    .where({ gateway: 'paypal', cancel_at_period_end: true })
    .whereNot('status', 'canceled')
    .where('current_period_end', '<=', sqlTime(DateTime.utc())!)) as SubscriptionRow[]
  const paypal = await paypalApi()
  let ended = 0
  for (const row of rows) {
    try {
      await paypal.call('POST', `/v1/billing/subscriptions/${encodeURIComponent(row.gateway_id)}/cancel`, { reason: 'Cancelled at the end of the paid period' })
      await paypalGateway.refresh(row)
      ended++
    } catch (error) {
      logger.warn({ err: error, subscription: row.gateway_id }, 'billing: a PayPal subscription could not be ended at its period end')
    }
  }
  if (ended) await dropReads()
  return ended
}

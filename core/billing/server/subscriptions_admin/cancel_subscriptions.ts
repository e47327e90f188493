import db from '@adonisjs/lucid/services/db'
import { nothingToAudit, recordAudit } from '#core/audit/server/record_audit'
import { stripeClient } from '../gateways/stripe_client.js'
import { applyStripeSubscription } from '../subscriptions/stripe_subscriptions.js'

const AUDITED = ['id', 'user_id', 'product_id', 'status', 'cancel_at_period_end', 'cancel_reason'] as const

const audited = (row: Record<string, any>) => Object.fromEntries(AUDITED.map((key) => [key, row[key]]))

/**
 * An admin cancels subscriptions at the end of their period (the people keep
 * what they paid for until then), on Stripe first; each row is then stored
 * as Stripe answered and the change audited with it, in one transaction.
 * Subscriptions already ending or ended are left as they are.
 */
export async function cancelSubscriptionsAtPeriodEnd(ids: number[]) {
  const rows = await db.from('billing_subscriptions').whereIn('id', ids).whereIn('status', ['trialing', 'active', 'past_due']).where('cancel_at_period_end', false)
  if (!rows.length) {
    nothingToAudit()
    return 0
  }
  const stripe = await stripeClient()
  for (const row of rows) {
    const answer = await stripe.subscriptions.update(row.gateway_id, { cancel_at_period_end: true, cancellation_details: { comment: 'Cancelled by an admin' } })
    await applyStripeSubscription(answer, Number(row.gateway_updated_at), { fresh: true })
    await db.transaction(async (trx) => {
      const after = await trx.from('billing_subscriptions').where('id', row.id).first()
      await recordAudit(trx, { action: 'subscription.cancelled', subject: { type: 'subscription', id: row.id }, before: audited(row), after: audited(after) })
    })
  }
  return rows.length
}

import db from '@adonisjs/lucid/services/db'
import { RUNNING_STATUSES } from '../../shared/billing_types.js'
import { nothingToAudit, recordAudit } from '#core/audit/server/record_audit'
import { gatewayOf } from '../gateways/gateway_of.js'
import type { SubscriptionRow } from '../gateways/subscription_gateway.js'

const AUDITED = ['id', 'user_id', 'product_id', 'status', 'cancel_at_period_end', 'cancel_reason'] as const

const audited = (row: Record<string, any>) => Object.fromEntries(AUDITED.map((key) => [key, row[key]]))

/**
 * An admin cancels subscriptions at the end of their period (the people keep
 * what they paid for until then), on their gateway first; each row is then
 * stored as the gateway answered and the change audited with it, in one transaction.
 * Subscriptions already ending or ended are left as they are.
 */
export async function cancelSubscriptionsAtPeriodEnd(ids: number[]) {
  const rows = await db.from('billing_subscriptions').whereIn('id', ids).whereIn('status', [...RUNNING_STATUSES]).where('cancel_at_period_end', false)
  if (!rows.length) {
    nothingToAudit()
    return 0
  }
  for (const row of rows as SubscriptionRow[]) {
    await gatewayOf(row).cancelAtPeriodEnd(row, 'Cancelled by an admin')
    await db.transaction(async (trx) => {
      const after = await trx.from('billing_subscriptions').where('id', row.id).first()
      await recordAudit(trx, { action: 'subscription.cancelled', subject: { type: 'subscription', id: row.id }, before: audited(row), after: audited(after) })
    })
  }
  return rows.length
}

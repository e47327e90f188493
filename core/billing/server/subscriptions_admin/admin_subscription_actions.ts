import db from '@adonisjs/lucid/services/db'
import { RUNNING_STATUSES } from '../../shared/billing_types.js'
import { DateTime } from 'luxon'
import { recordAudit } from '#core/audit/server/record_audit'
import { BillingRefusal } from '../billing_refusal.js'
import { gatewayOf } from '../gateways/gateway_of.js'
import type { SubscriptionRow } from '../gateways/subscription_gateway.js'
import { isoTime } from '../plans/plan_rows.js'
import { purchasablePrice } from '../subscriptions/account_billing.js'

const AUDITED = ['id', 'user_id', 'product_id', 'price_id', 'status', 'current_period_end'] as const
const audited = (row: Record<string, any>) => Object.fromEntries(AUDITED.map((key) => [key, key === 'current_period_end' ? isoTime(row[key]) : row[key]]))

/** A subscription an admin may still change: one that has not ended. */
async function runningSubscription(id: number) {
  const row = (await db.from('billing_subscriptions').where('id', id).first()) as SubscriptionRow | null
  if (!row) throw new BillingRefusal(404, 'This subscription does not exist.')
  if (!RUNNING_STATUSES.includes(row.status)) throw new BillingRefusal(409, 'This subscription has ended.')
  return row
}

/** Changes the gateway first, then audits the row as the gateway's answer left it. */
async function auditedChange(row: SubscriptionRow, action: string, change: () => Promise<unknown>) {
  await change()
  await db.transaction(async (trx) => {
    const after = await trx.from('billing_subscriptions').where('id', row.id).first()
    await recordAudit(trx, { action, subject: { type: 'subscription', id: row.id }, before: audited(row), after: audited(after) })
  })
}

/** An admin moves a subscriber to another plan: billed at the new price from the next payment, nothing prorated. */
export async function changePlanAsAdmin(id: number, productId: number, priceId: number) {
  const row = await runningSubscription(id)
  const { product, price } = await purchasablePrice(productId, priceId)
  if (Number(row.price_id) === price.id) throw new BillingRefusal(409, 'The subscription is already on this plan.')
  await auditedChange(row, 'subscription.plan_changed', () => gatewayOf(row).changePlan(row, product, price, 'admin'))
}

/** An admin gives `days` free: the next payment (and the end of the paid period) moves that much later. */
export async function extendSubscription(id: number, days: number) {
  const row = await runningSubscription(id)
  const end = row.current_period_end instanceof Date ? DateTime.fromJSDate(row.current_period_end) : DateTime.fromSQL(String(row.current_period_end ?? ''), { zone: 'utc' })
  const from = end.isValid && end > DateTime.utc() ? end : DateTime.utc()
  await auditedChange(row, 'subscription.extended', () => gatewayOf(row).extend(row, from.plus({ days })))
}

import db from '@adonisjs/lucid/services/db'
import { ReadCache } from '#core/kernel/cache/read_cache'
import type { SubscriptionSummary } from '../../shared/billing_types.js'
import { findProduct, isoTime, presentPrice, presentProduct, pricesOf, type PriceRow } from '../plans/plan_rows.js'
import { isActive, isValid, onGracePeriod, type StoredSubscription } from './subscription_state.js'

/**
 * The rows behind each person's subscription flags, kept until the next write
 * (ReadCache: the billing routes, webhooks and jobs that change subscriptions
 * drop it on every node): every signed-in shell shows the flags. The flags
 * themselves are worked out per request, as `valid` depends on the time.
 */
const flagRows = new ReadCache<Array<StoredSubscription & { id: number }>>('billing.subscription_flags')

/** The person's subscriptions, newest first, as the bootstrap data shows them (spec section 3). */
export async function subscriptionFlags(userId: number, graceDays: number) {
  const rows = await flagRows.get(String(userId), () =>
    db.from('billing_subscriptions').where('user_id', userId).orderBy('id', 'desc').select('id', 'status', 'past_due_since', 'ended_at')
  )
  return rows.map((row) => ({ id: Number(row.id), valid: isValid(row, graceDays), active: isActive(row) }))
}

/** The subscription the billing pages are about: a valid one first, else a running one (past due), else the newest. */
export async function currentSubscriptionRow(userId: number, graceDays: number) {
  const rows = await db.from('billing_subscriptions').where('user_id', userId).orderBy('id', 'desc')
  return rows.find((row) => isValid(row, graceDays)) ?? rows.find(isActive) ?? rows[0] ?? null
}

export async function presentSubscription(row: StoredSubscription & Record<string, any>, graceDays: number): Promise<SubscriptionSummary> {
  const product = row.product_id ? await findProduct(Number(row.product_id)) : null
  const prices = product ? await pricesOf([product.id]) : []
  const price = row.price_id ? ((await db.from('billing_prices').where('id', row.price_id).first()) as PriceRow | null) : null
  return {
    id: Number(row.id),
    status: row.status,
    valid: isValid(row, graceDays),
    active: isActive(row),
    on_grace_period: onGracePeriod(row, graceDays),
    cancel_at_period_end: Boolean(row.cancel_at_period_end),
    trial_ends_at: isoTime(row.trial_ends_at),
    current_period_end: isoTime(row.current_period_end),
    ended_at: isoTime(row.ended_at),
    product: product ? presentProduct(product, prices) : null,
    price: price ? presentPrice(price) : null,
  }
}

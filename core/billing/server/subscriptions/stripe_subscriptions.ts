import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import type Stripe from 'stripe'
import { DateTime } from 'luxon'
import { SiteSettings } from '#core/kernel/module_services'
import { GRACE_PERIOD_DAYS } from '../../settings.js'
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../shared/billing_types.js'
import { sqlTime } from '../plans/plan_rows.js'
import { syncPlanRoles } from './plan_roles.js'

export async function gracePeriodDays() {
  const settings = await app.container.make(SiteSettings)
  await settings.refresh()
  return Number(settings.get(GRACE_PERIOD_DAYS, 7))
}

const unix = (seconds: number | null | undefined) => (seconds ? sqlTime(DateTime.fromSeconds(seconds, { zone: 'utc' })) : null)

/** Whose subscription it is: the account our checkout wrote in its metadata, or the owner of its Stripe customer. */
async function ownerOf(subscription: Stripe.Subscription) {
  const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id
  const byCustomer = await db.from('billing_customers').where('stripe_id', customerId).first()
  if (byCustomer) return Number(byCustomer.user_id)
  const fromMetadata = Number(subscription.metadata?.user_id)
  if (Number.isInteger(fromMetadata) && fromMetadata > 0 && (await db.from('users').where('id', fromMetadata).first())) return fromMetadata
  return null
}

export type ApplyOutcome = 'created' | 'updated' | 'stale' | 'tie' | 'unknown_owner'

const isUniqueViolation = (error: unknown) => ['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE'].includes((error as { code?: string }).code ?? '')

/**
 * Stores what Stripe said about a subscription at `saidAt` (an event's
 * `created`, or now for a fresh read), unless the row already holds newer
 * news: events arrive late, twice and out of order, and an older snapshot
 * must never undo a newer one. News of the same second is a tie the caller
 * settles by reading the subscription from Stripe (`fresh`), which is always
 * the latest. One row per Stripe subscription (a unique index): two
 * deliveries creating it at once end as one row, the loser updating it.
 */
export async function applyStripeSubscription(subscription: Stripe.Subscription, saidAt: number, options: { fresh?: boolean } = {}): Promise<ApplyOutcome> {
  const userId = await ownerOf(subscription)
  if (userId === null) {
    logger.warn({ subscription: subscription.id }, 'billing: a Stripe subscription of no known account was ignored')
    return 'unknown_owner'
  }
  const item = subscription.items.data[0]
  const price = item ? await db.from('billing_prices').where('stripe_id', item.price.id).first() : null
  const status = (SUBSCRIPTION_STATUSES as readonly string[]).includes(subscription.status) ? (subscription.status as SubscriptionStatus) : 'incomplete'
  const graceDays = await gracePeriodDays()

  const write = () =>
    db.transaction(async (trx) => {
      const existing = await trx.from('billing_subscriptions').where({ gateway: 'stripe', gateway_id: subscription.id }).forUpdate().first()
      if (existing) {
        const stored = Number(existing.gateway_updated_at)
        if (saidAt < stored) return 'stale' as const
        if (saidAt === stored && !options.fresh) return 'tie' as const
      }
      const fields = {
        user_id: userId,
        product_id: price ? Number(price.product_id) : (existing?.product_id ?? null),
        price_id: price ? Number(price.id) : (existing?.price_id ?? null),
        status,
        cancel_at_period_end: Boolean(subscription.cancel_at_period_end),
        cancel_reason: subscription.cancellation_details?.comment ?? existing?.cancel_reason ?? null,
        trial_ends_at: unix(subscription.trial_end),
        current_period_end: unix(item?.current_period_end),
        // The grace period counts from the first failed renewal, not from each retry.
        past_due_since: status === 'past_due' ? (existing?.past_due_since ?? unix(saidAt)) : null,
        ended_at: unix(subscription.ended_at),
        gateway_updated_at: Math.max(saidAt, Number(existing?.gateway_updated_at ?? 0)),
        updated_at: sqlTime(DateTime.utc()),
      }
      if (existing) await trx.from('billing_subscriptions').where('id', existing.id).update(fields)
      else await trx.insertQuery().table('billing_subscriptions').insert({ ...fields, gateway: 'stripe', gateway_id: subscription.id, created_at: unix(subscription.created) })
      await syncPlanRoles(trx, userId, graceDays)
      return existing ? ('updated' as const) : ('created' as const)
    })

  try {
    return await write()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return write()
  }
}

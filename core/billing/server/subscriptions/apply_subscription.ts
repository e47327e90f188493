import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import { SiteSettings } from '#core/kernel/module_services'
import { GRACE_PERIOD_DAYS } from '../../settings.js'
import type { SubscriptionStatus } from '../../shared/billing_types.js'
import { sqlTime } from '../plans/plan_rows.js'
import { syncPlanRoles } from './plan_roles.js'
import { isUniqueViolation } from '#core/kernel/database/database_conflicts'

export type Gateway = 'stripe' | 'paypal'

export async function gracePeriodDays() {
  const settings = await app.container.make(SiteSettings)
  await settings.refresh()
  return Number(settings.get(GRACE_PERIOD_DAYS, 7))
}

/** What a gateway said about one subscription, in our words (each gateway's adapter translates). Times are Unix seconds. */
export interface SubscriptionNews {
  gateway: Gateway
  gatewayId: string
  /** The account it belongs to, or null when the gateway's object names none we know. */
  userId: number | null
  /** Our price the gateway's price (Stripe) or plan (PayPal) is, when known. */
  price: { id: number; productId: number } | null
  status: SubscriptionStatus
  cancelAtPeriodEnd: boolean
  cancelReason: string | null
  trialEnd: number | null
  /** Null when the gateway no longer says (PayPal, once billing stops): the stored end is kept. */
  periodEnd: number | null
  endedAt: number | null
  created: number
}

export type ApplyOutcome = 'created' | 'updated' | 'stale' | 'tie' | 'unknown_owner'

const unix = (seconds: number | null | undefined) => (seconds ? sqlTime(DateTime.fromSeconds(seconds, { zone: 'utc' })) : null)

/**
 * Stores what a gateway said about a subscription at `saidAt` (an event's
 * time, or the time of the news that made us read it afresh), unless the
 * row already holds newer news: events arrive late, twice and out of order,
 * and an older snapshot must never undo a newer one. News of the same second
 * is a tie the caller settles by reading the subscription from the gateway
 * (`fresh`), which is always the latest. One row per gateway subscription (a
 * unique index): two deliveries creating it at once end as one row, the
 * loser updating it. The plan's role follows in the same transaction.
 */
export async function applySubscriptionNews(news: SubscriptionNews, saidAt: number, options: { fresh?: boolean } = {}): Promise<ApplyOutcome> {
  if (news.userId === null) {
    logger.warn({ gateway: news.gateway, subscription: news.gatewayId }, 'billing: a subscription of no known account was ignored')
    return 'unknown_owner'
  }
  const userId = news.userId
  const graceDays = await gracePeriodDays()

  const write = () =>
    db.transaction(async (trx) => {
      const existing = await trx.from('billing_subscriptions').where({ gateway: news.gateway, gateway_id: news.gatewayId }).forUpdate().first()
      if (existing) {
        const stored = Number(existing.gateway_updated_at)
        if (saidAt < stored) return 'stale' as const
        if (saidAt === stored && !options.fresh) return 'tie' as const
      }
      const fields = {
        user_id: userId,
        product_id: news.price?.productId ?? existing?.product_id ?? null,
        price_id: news.price?.id ?? existing?.price_id ?? null,
        status: news.status,
        cancel_at_period_end: news.cancelAtPeriodEnd,
        cancel_reason: news.cancelReason ?? existing?.cancel_reason ?? null,
        trial_ends_at: unix(news.trialEnd),
        current_period_end: unix(news.periodEnd) ?? existing?.current_period_end ?? null,
        // The grace period counts from the first failed renewal, not from each retry.
        past_due_since: news.status === 'past_due' ? (existing?.past_due_since ?? unix(saidAt)) : null,
        ended_at: unix(news.endedAt),
        gateway_updated_at: Math.max(saidAt, Number(existing?.gateway_updated_at ?? 0)),
        updated_at: sqlTime(DateTime.utc()),
      }
      if (existing) await trx.from('billing_subscriptions').where('id', existing.id).update(fields)
      else await trx.insertQuery().table('billing_subscriptions').insert({ ...fields, gateway: news.gateway, gateway_id: news.gatewayId, created_at: unix(news.created) })
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

import db from '@adonisjs/lucid/services/db'
import type { SubscriptionStatus } from '../../shared/billing_types.js'
import { applySubscriptionNews, type ApplyOutcome } from './apply_subscription.js'

/** A subscription as PayPal's v1 billing API shows it (the fields we read). */
export interface PayPalSubscription {
  id: string
  plan_id: string
  status: 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED'
  status_change_note?: string
  status_update_time?: string
  start_time?: string
  create_time?: string
  custom_id?: string
  billing_info?: {
    next_billing_time?: string
    failed_payments_count?: number
    cycle_executions?: Array<{ tenure_type: string; cycles_completed: number }>
  }
  links?: Array<{ href: string; rel: string; method?: string }>
}

/**
 * PayPal has no "cancel at period end": a cancelled PayPal subscription is
 * over at once and cannot be resumed. So cancelling at period end suspends
 * it (no more charges) with this note, renewing activates it again, and the
 * period-end job cancels it for good when the paid period is over. The note
 * is kept by PayPal, so a re-read still tells this suspension from one for
 * unpaid renewals.
 */
export const CANCEL_AT_PERIOD_END_NOTE = 'Cancelled at period end: '
/** PayPal's limit on a status change reason. */
export const PAYPAL_REASON_MAX = 128

const seconds = (iso: string | undefined) => (iso ? Math.floor(Date.parse(iso) / 1000) : null)

/**
 * PayPal's states in Stripe's words (ours): approval pending is incomplete;
 * active with failed renewals is past_due (PayPal retries); suspended by
 * PayPal after too many failures is unpaid; suspended by our cancellation
 * stays active until the period ends; cancelled and expired are canceled.
 * A first payment set in the future (`start_time`, our trial) is trialing.
 */
export function paypalState(subscription: PayPalSubscription, now: number) {
  const note = subscription.status_change_note ?? ''
  const cancelledByUs = subscription.status === 'SUSPENDED' && note.startsWith(CANCEL_AT_PERIOD_END_NOTE)
  const start = seconds(subscription.start_time)
  let status: SubscriptionStatus
  switch (subscription.status) {
    case 'ACTIVE':
      if ((subscription.billing_info?.failed_payments_count ?? 0) > 0) status = 'past_due'
      else status = start !== null && start > now ? 'trialing' : 'active'
      break
    case 'SUSPENDED':
      status = cancelledByUs ? 'active' : 'unpaid'
      break
    case 'CANCELLED':
    case 'EXPIRED':
      status = 'canceled'
      break
    default:
      status = 'incomplete'
  }
  return {
    status,
    cancelAtPeriodEnd: cancelledByUs,
    cancelReason: cancelledByUs ? note.slice(CANCEL_AT_PERIOD_END_NOTE.length) || null : null,
    trialEnd: status === 'trialing' ? start : null,
    periodEnd: seconds(subscription.billing_info?.next_billing_time),
    endedAt: status === 'canceled' ? (seconds(subscription.status_update_time) ?? now) : null,
  }
}

/** Whose subscription it is: our checkout puts the account's id in `custom_id`. */
async function ownerOf(subscription: PayPalSubscription) {
  const userId = Number(subscription.custom_id)
  if (!Number.isInteger(userId) || userId <= 0) return null
  return (await db.from('users').where('id', userId).first()) ? userId : null
}

/** Stores what PayPal said about a subscription at `saidAt` (apply_subscription.ts says when it is not applied). */
export async function applyPayPalSubscription(subscription: PayPalSubscription, saidAt: number, options: { fresh?: boolean } = {}): Promise<ApplyOutcome> {
  const price = await db.from('billing_prices').where('paypal_id', subscription.plan_id).first()
  return applySubscriptionNews(
    {
      gateway: 'paypal',
      gatewayId: subscription.id,
      userId: await ownerOf(subscription),
      price: price ? { id: Number(price.id), productId: Number(price.product_id) } : null,
      // "Now" for telling a trial: the clock, not the time of the news (an old event may be applied late).
      ...paypalState(subscription, Math.floor(Date.now() / 1000)),
      created: seconds(subscription.create_time) ?? saidAt,
    },
    saidAt,
    options
  )
}

/** Renewals PayPal has charged: more than one regular cycle completed means this payment renewed the plan. */
export function regularCyclesCompleted(subscription: PayPalSubscription) {
  return subscription.billing_info?.cycle_executions?.find((cycle) => cycle.tenure_type === 'REGULAR')?.cycles_completed ?? 0
}

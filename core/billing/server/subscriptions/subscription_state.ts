import { DateTime } from 'luxon'
import { RUNNING_STATUSES, type SubscriptionStatus } from '../../shared/billing_types.js'

export interface StoredSubscription {
  status: SubscriptionStatus
  past_due_since: string | Date | null
  ended_at: string | Date | null
}

function asTime(value: string | Date | null) {
  if (value === null) return null
  return value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromSQL(value, { zone: 'utc' })
}

/**
 * Spec section 6's `active`: the subscription runs (paid, on trial, or past
 * due while the gateway retries, in or after the grace period), including
 * one cancelled at period end until that end comes. The subscribed menu
 * items (Billing) and the billing pages follow it: someone whose renewal
 * failed still has a subscription, and fixes its payment method there.
 */
export function isActive(subscription: StoredSubscription) {
  return RUNNING_STATUSES.includes(subscription.status) && subscription.ended_at === null
}

/** A renewal failed less than the grace period ago: the person keeps the plan while Stripe retries. */
export function onGracePeriod(subscription: StoredSubscription, graceDays: number, now = DateTime.utc()) {
  if (subscription.status !== 'past_due') return false
  const since = asTime(subscription.past_due_since)
  return since !== null && since.plus({ days: graceDays }) > now
}

/** Paid or on trial (cancelled at period end too, until that end comes). */
function isPaying(subscription: StoredSubscription) {
  return (subscription.status === 'active' || subscription.status === 'trialing') && subscription.ended_at === null
}

/** Spec section 6's `valid` (isSubscribed, the plan's role): paid, on trial, or past_due within the grace period. */
export function isValid(subscription: StoredSubscription, graceDays: number, now = DateTime.utc()) {
  return isPaying(subscription) || onGracePeriod(subscription, graceDays, now)
}

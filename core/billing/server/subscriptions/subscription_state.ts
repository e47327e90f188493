import { DateTime } from 'luxon'
import type { SubscriptionStatus } from '../../shared/billing_types.js'

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
 * Spec section 6's `active`: the plan runs (paid or on trial), including a
 * subscription cancelled at period end until that end comes.
 */
export function isActive(subscription: StoredSubscription) {
  return (subscription.status === 'active' || subscription.status === 'trialing') && subscription.ended_at === null
}

/** A renewal failed less than the grace period ago: the person keeps the plan while Stripe retries. */
export function onGracePeriod(subscription: StoredSubscription, graceDays: number, now = DateTime.utc()) {
  if (subscription.status !== 'past_due') return false
  const since = asTime(subscription.past_due_since)
  return since !== null && since.plus({ days: graceDays }) > now
}

/** Spec section 6's `valid` (isSubscribed): active, or past_due within the grace period. */
export function isValid(subscription: StoredSubscription, graceDays: number, now = DateTime.utc()) {
  return isActive(subscription) || onGracePeriod(subscription, graceDays, now)
}

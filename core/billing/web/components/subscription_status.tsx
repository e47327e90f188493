import type { ReactNode } from 'react'
import { useTrans } from '@web/i18n/use_trans.js'
import { cx } from '@web/ui/cx.js'
import type { SubscriptionStatus } from '../../shared/billing_types.js'

/** The statuses' names as people read them (billing and the admin's subscriptions). */
export function useStatusLabels(): Record<SubscriptionStatus, string> {
  const trans = useTrans()
  return {
    trialing: trans('Trial'),
    active: trans('Active'),
    past_due: trans('Payment due'),
    canceled: trans('Cancelled'),
    unpaid: trans('Unpaid'),
    incomplete: trans('Incomplete'),
    incomplete_expired: trans('Expired'),
  }
}

/**
 * A subscription's status as a pill: green while the plan runs (active,
 * trial), red for anything needing attention, a failed payment within its
 * grace period included. `children` follow the name (" · ending").
 */
export function SubscriptionStatusBadge({ status, children }: { status: SubscriptionStatus; children?: ReactNode }) {
  const labels = useStatusLabels()
  const running = status === 'active' || status === 'trialing'
  return (
    <span className={cx('rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', running ? 'bg-positive/15 text-positive' : 'bg-danger/15 text-danger')}>
      {labels[status]}
      {children}
    </span>
  )
}

import type { ReactNode } from 'react'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import { hasActiveSubscription } from '@web/auth/permissions.js'
import { useCurrentUser } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { ButtonLink } from '@web/ui/button.js'
import { useBillingEnabled } from '../../components/billing_enabled.js'
import { LeaveFor } from '../../components/leave_for.js'

/**
 * Spec section 2: billing and its children send a person without a
 * subscription to pricing. A running one counts, even past due beyond the
 * grace period (no longer valid): its payment method is fixed here.
 */
export function SubscriberOnly({ children }: { children: ReactNode }) {
  useBillingEnabled()
  const user = useCurrentUser()
  if (!hasActiveSubscription(user)) return <LeaveFor path="/pricing" />
  return <>{children}</>
}

/** The frame of billing's pages: a narrow column, a way back to billing, the title. */
export function BillingPage({ title, description, back = true, children }: { title: string; description?: ReactNode; back?: boolean; children: ReactNode }) {
  const trans = useTrans()
  return (
    <div className="mx-auto w-full max-w-3xl min-w-0 px-4 pt-8 pb-20 md:px-8 md:pt-12">
      {back && (
        <ButtonLink href="/billing" variant="ghost" size="xs" className="-ml-2">
          <ArrowLeft aria-hidden className="size-3.5" />
          {trans('Billing')}
        </ButtonLink>
      )}
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-main">{title}</h1>
      {description && <p className="mt-2 text-sm text-muted">{description}</p>}
      <div className="mt-8">{children}</div>
    </div>
  )
}

import { Navigate, useNavigate } from 'react-router'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { Button, ButtonLink } from '@web/ui/button.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { billingSummaryQuery, useResumeSubscription } from '../../../billing_api.js'
import { formatDay } from '../../../components/money.js'
import { BillingPage, SubscriberOnly } from '../subscriber_only.js'

/** /billing/renew: a plan cancelled at period end runs on (spec section 2), before that end comes. */
export function Component() {
  return (
    <SubscriberOnly>
      <Renew />
    </SubscriberOnly>
  )
}

function Renew() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const { i18n } = useBootstrap()
  const { data } = usePageQuery(billingSummaryQuery(api))
  const resume = useResumeSubscription()
  useDocumentTitle(trans('Renew plan'))
  if (!data) return <Skeleton className="mx-auto mt-16 h-48 max-w-3xl" />
  const subscription = data.subscription
  if (!subscription?.cancel_at_period_end) return <Navigate to="/billing" replace />
  const end = subscription.current_period_end ? formatDay(i18n.language || 'en', subscription.current_period_end) : null

  return (
    <BillingPage title={trans('Renew plan')}>
      <section className="rounded-base border border-divider bg-paper p-6">
        <p className="text-main">
          {end
            ? trans('Your :plan plan ends on :date. Renew it to keep it; you will be charged then as before.', { plan: subscription.product?.name ?? '', date: end })
            : trans('Renew your plan to keep it.')}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <ButtonLink href="/billing" variant="ghost">
            {trans('Not now')}
          </ButtonLink>
          <Button
            variant="primary"
            isPending={resume.isPending}
            onPress={() =>
              resume.mutate(undefined, {
                onSuccess: () => {
                  toasts.positive(trans('Your plan was renewed'))
                  void navigate('/billing')
                },
                onError: (error) => handleMutationError(error, { toasts, trans }),
              })
            }
          >
            {trans('Renew plan')}
          </Button>
        </div>
      </section>
    </BillingPage>
  )
}

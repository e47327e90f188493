import { useState } from 'react'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { ButtonLink } from '@web/ui/button.js'
import { billingSummaryQuery, productsQuery } from '../../../billing_api.js'
import { PeriodToggle } from '../../../components/period_toggle.js'
import { PlanCard, PlanCardsSkeleton, PlanGrid } from '../../../components/plan_card.js'
import { priceFor, yearlySavingsPercent, type BillingPeriod } from '../../../../shared/pricing.js'
import { BillingPage, SubscriberOnly } from '../subscriber_only.js'

/** /billing/change-plan: the paid plans; choosing one shows what it costs before confirming. */
export function Component() {
  return (
    <SubscriberOnly>
      <ChangePlan />
    </SubscriberOnly>
  )
}

function ChangePlan() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const products = usePageQuery(productsQuery(api)).data?.products
  const { data: summary } = usePageQuery(billingSummaryQuery(api))
  const current = summary?.subscription?.price?.id
  // Until the person picks a side, the toggle shows the side of their own price (the summary loads after the first render).
  const [picked, setPeriod] = useState<BillingPeriod | null>(null)
  const period = picked ?? (summary?.subscription?.price?.interval === 'month' ? 'monthly' : 'yearly')
  useDocumentTitle(trans('Change plan'))
  const paid = products?.filter((product) => !product.free)

  return (
    <BillingPage title={trans('Change plan')} description={trans('The unused part of your current plan counts towards the new one.')}>
      <div className="mb-10">
        <PeriodToggle period={period} onChange={setPeriod} savings={paid ? yearlySavingsPercent(paid) : null} />
      </div>
      {!paid || !summary ? (
        <PlanCardsSkeleton />
      ) : (
        <PlanGrid count={Math.min(paid.length, 2)}>
          {paid.map((product) => {
            const price = priceFor(product, period) ?? product.prices[0]
            if (!price) return null
            return (
              <PlanCard
                key={product.id}
                product={product}
                price={price}
                action={
                  price.id === current ? (
                    <span className="flex h-10.5 w-full items-center justify-center rounded-base border border-divider text-sm font-semibold text-muted">{trans('Your current plan')}</span>
                  ) : (
                    <ButtonLink href={`/billing/change-plan/${product.id}/${price.id}/confirm`} variant={product.recommended ? 'primary' : 'secondary'} className="w-full">
                      {trans('Choose :plan', { plan: product.name })}
                    </ButtonLink>
                  )
                }
              />
            )
          })}
        </PlanGrid>
      )}
    </BillingPage>
  )
}

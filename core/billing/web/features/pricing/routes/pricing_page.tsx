import { useState } from 'react'
import MessageSquare from 'lucide-react/icons/message-square'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { hasActiveSubscription } from '@web/auth/permissions.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import type { RouteLoader } from '@web/kernel/route_loader.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { ButtonLink } from '@web/ui/button.js'
import { productsQuery } from '../../../billing_api.js'
import { PeriodToggle } from '../../../components/period_toggle.js'
import { PlanCard, PlanCardsSkeleton, PlanGrid } from '../../../components/plan_card.js'
import { useBillingEnabled } from '../../../components/billing_enabled.js'
import { priceFor, yearlySavingsPercent, type BillingPeriod } from '../../../../shared/pricing.js'

export const loader: RouteLoader = ({ services }) => services.queryClient.prefetchQuery(productsQuery(services.container.resolve(API_CLIENT)))

/** /pricing (spec section 2): the yearly/monthly toggle with its savings hint, the plan cards and a contact block. */
export function Component() {
  useBillingEnabled()
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const { user } = useBootstrap()
  const [period, setPeriod] = useState<BillingPeriod>('yearly')
  const products = usePageQuery(productsQuery(api)).data?.products
  useDocumentTitle(trans('Pricing'))
  // A running subscription (past due too) changes plan from billing, as checkout would send it there.
  const subscribed = hasActiveSubscription(user)

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-10 pb-20 md:px-8 md:pt-16">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-main md:text-5xl">{trans('Choose the right plan for you')}</h1>
        <p className="mt-4 text-base text-muted md:text-lg">{trans('Listen without limits. Change or cancel your plan at any time.')}</p>
      </header>
      <div className="mt-10 mb-12">
        <PeriodToggle period={period} onChange={setPeriod} savings={products ? yearlySavingsPercent(products) : null} />
      </div>
      {!products ? (
        <PlanCardsSkeleton />
      ) : (
        <PlanGrid count={products.length}>
          {products.map((product) => {
            const price = priceFor(product, period) ?? product.prices[0] ?? null
            const target = product.free || !price ? (user ? null : '/register') : subscribed ? '/billing/change-plan' : `/checkout/${product.id}/${price.id}`
            return (
              <PlanCard
                key={product.id}
                product={product}
                price={product.free ? null : price}
                action={
                  target ? (
                    <ButtonLink href={target} variant={product.recommended ? 'primary' : 'secondary'} size="md" className="w-full">
                      {product.free ? trans('Get started') : subscribed ? trans('Change plan') : trans('Choose :plan', { plan: product.name })}
                    </ButtonLink>
                  ) : (
                    <span className="flex h-10.5 w-full items-center justify-center rounded-base border border-divider text-sm font-semibold text-muted">
                      {subscribed ? trans('Included in every plan') : trans('Your current plan')}
                    </span>
                  )
                }
              />
            )
          })}
        </PlanGrid>
      )}
      <section className="mx-auto mt-16 flex max-w-3xl flex-col items-center gap-4 rounded-base bg-paper px-6 py-8 text-center md:flex-row md:text-left">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-chip text-primary">
          <MessageSquare aria-hidden className="size-6" />
        </div>
        <div className="flex-1">
          <h2 className="font-semibold text-main">{trans('Do you have any questions about our plans?')}</h2>
          <p className="mt-1 text-sm text-muted">{trans('Write to us and we will help you choose.')}</p>
        </div>
        <ButtonLink href="/contact" variant="secondary" size="md">
          {trans('Contact us')}
        </ButtonLink>
      </section>
    </div>
  )
}

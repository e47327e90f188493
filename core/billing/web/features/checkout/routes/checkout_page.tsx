import { useEffect, useMemo } from 'react'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import Lock from 'lucide-react/icons/lock'
import { useNavigate, useParams } from 'react-router'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { isSubscribed } from '@web/auth/permissions.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { routeNotFound } from '@web/kernel/route_loader.js'
import { isApiError } from '@web/services/api_error.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { Button, ButtonLink } from '@web/ui/button.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { productsQuery, useGatewayRedirect, type PlanChoice } from '../../../billing_api.js'
import { useBillingEnabled } from '../../../components/billing_enabled.js'
import { formatMoney } from '../../../components/money.js'
import { rememberOnboardingPlan } from '@web/auth/onboarding_plan.js'

/**
 * /checkout/{productId}/{priceId} (spec section 2): a guest goes to register
 * with the choice remembered (it leads back here after), a subscriber to
 * billing; anyone else confirms the plan and pays on Stripe's page.
 */
export function Component() {
  useBillingEnabled()
  const { user } = useBootstrap()
  const { productId, priceId } = useParams()
  const choice = useMemo(() => ({ product_id: Number(productId), price_id: Number(priceId) }), [productId, priceId])
  if (!Number.isInteger(choice.product_id) || !Number.isInteger(choice.price_id)) throw routeNotFound()
  if (!user) return <ToRegister choice={choice} />
  if (isSubscribed(user)) return <LeaveFor path="/billing" />
  return <CheckoutSummary choice={choice} />
}

function ToRegister({ choice }: { choice: PlanChoice }) {
  useEffect(() => rememberOnboardingPlan({ productId: choice.product_id, priceId: choice.price_id }), [choice])
  return <LeaveFor path="/register" />
}

/** Leaves in an effect, not with <Navigate>: the server draws this page too, and must not try to leave it. */
function LeaveFor({ path }: { path: string }) {
  const navigate = useNavigate()
  useEffect(() => void navigate(path, { replace: true }), [navigate, path])
  return <Skeleton className="mx-auto mt-16 h-80 max-w-lg" />
}

function CheckoutSummary({ choice }: { choice: PlanChoice }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const { i18n } = useBootstrap()
  const { data: products } = usePageQuery(productsQuery(api))
  const pay = useGatewayRedirect<PlanChoice>('billing/checkout')
  useDocumentTitle(trans('Checkout'))
  if (!products) return <Skeleton className="mx-auto mt-16 h-80 max-w-lg" />
  const product = products.find((candidate) => candidate.id === choice.product_id)
  const price = product?.prices.find((candidate) => candidate.id === choice.price_id)
  if (!product || !price) throw routeNotFound()
  const count = { count: price.interval_count }
  const interval = { day: trans('Billed every :count days', count), month: trans('Billed every :count months', count), year: trans('Billed every :count years', count) }[price.interval]

  return (
    <div className="mx-auto w-full max-w-lg px-4 pt-10 pb-20 md:pt-16">
      <ButtonLink href="/pricing" variant="ghost" size="xs" className="-ml-2">
        <ArrowLeft aria-hidden className="size-3.5" />
        {trans('Plans')}
      </ButtonLink>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-main">{trans('Checkout')}</h1>
      <section className="mt-6 rounded-base border border-divider bg-paper p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 className="text-lg font-semibold text-main">{product.name}</h2>
            <p className="mt-1 text-sm text-muted">{interval}</p>
          </div>
          <p className="text-2xl font-extrabold text-main tabular-nums">{formatMoney(i18n.language || 'en', price.amount, price.currency)}</p>
        </div>
        <Button
          variant="primary"
          size="lg"
          className="mt-6 w-full"
          isPending={pay.isPending || pay.isSuccess}
          onPress={() =>
            pay.mutate(choice, {
              onError: (error) => {
                if (isApiError(error) && error.status === 409) window.location.assign('/billing')
                else handleMutationError(error, { toasts, trans })
              },
            })
          }
        >
          {trans('Continue to payment')}
        </Button>
        <p className="mt-4 flex items-center justify-center gap-2 text-xs text-muted">
          <Lock aria-hidden className="size-3.5" />
          {trans('You pay on Stripe’s secure page and come back here.')}
        </p>
      </section>
    </div>
  )
}

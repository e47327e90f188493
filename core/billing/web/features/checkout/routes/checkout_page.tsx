import { useEffect, useMemo } from 'react'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import CreditCard from 'lucide-react/icons/credit-card'
import Lock from 'lucide-react/icons/lock'
import { useParams } from 'react-router'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { hasActiveSubscription } from '@web/auth/permissions.js'
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
import { LeaveFor } from '../../../components/leave_for.js'
import { formatMoney } from '../../../components/money.js'
import { rememberOnboardingPlan } from '@web/auth/onboarding_plan.js'

/**
 * /checkout/{productId}/{priceId} (spec section 2): a guest goes to register
 * with the choice remembered (it leads back here after), a subscriber to
 * billing; anyone else confirms the plan and pays on the page of a gateway
 * the admin enabled: Stripe's for cards, PayPal's.
 */
export function Component() {
  useBillingEnabled()
  const { user } = useBootstrap()
  const { productId, priceId } = useParams()
  const choice = useMemo(
    () => ({ product_id: Number(productId), price_id: Number(priceId) }),
    [productId, priceId]
  )
  if (!Number.isInteger(choice.product_id) || !Number.isInteger(choice.price_id))
    throw routeNotFound()
  if (!user) return <ToRegister choice={choice} />
  // One running subscription at a time: a past-due one is fixed or changed from billing.
  if (hasActiveSubscription(user)) return <LeaveFor path="/billing" />
  return <CheckoutSummary choice={choice} />
}

function ToRegister({ choice }: { choice: PlanChoice }) {
  useEffect(
    () => rememberOnboardingPlan({ productId: choice.product_id, priceId: choice.price_id }),
    [choice]
  )
  return <LeaveFor path="/register" />
}

function CheckoutSummary({ choice }: { choice: PlanChoice }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const { i18n } = useBootstrap()
  const { data: onSale } = usePageQuery(productsQuery(api))
  const payByCard = useGatewayRedirect<PlanChoice>('billing/checkout')
  const payByPayPal = useGatewayRedirect<PlanChoice>('billing/checkout/paypal')
  useDocumentTitle(trans('Checkout'))
  if (!onSale) return <Skeleton className="mx-auto mt-16 h-80 max-w-lg" />
  // The gateways the admin enabled and set up (Settings > Subscriptions), as the server says.
  const offered = {
    stripe: onSale.gateways.includes('stripe'),
    paypal: onSale.gateways.includes('paypal'),
  }
  const product = onSale.products.find((candidate) => candidate.id === choice.product_id)
  const price = product?.prices.find((candidate) => candidate.id === choice.price_id)
  if (!product || !price) throw routeNotFound()
  const count = { count: price.interval_count }
  const interval = (
    price.interval_count === 1
      ? { day: trans('Billed daily'), month: trans('Billed monthly'), year: trans('Billed yearly') }
      : {
          day: trans('Billed every :count days', count),
          month: trans('Billed every :count months', count),
          year: trans('Billed every :count years', count),
        }
  )[price.interval]
  const leaving =
    payByCard.isPending || payByCard.isSuccess || payByPayPal.isPending || payByPayPal.isSuccess
  const pay = (gateway: typeof payByCard) =>
    gateway.mutate(choice, {
      onError: (error) => {
        if (isApiError(error) && error.status === 409) window.location.assign('/billing')
        else handleMutationError(error, { toasts, trans })
      },
    })
  const where =
    offered.stripe && offered.paypal
      ? trans('You pay on Stripe’s or PayPal’s secure page and come back here.')
      : offered.paypal
        ? trans('You pay on PayPal’s secure page and come back here.')
        : trans('You pay on Stripe’s secure page and come back here.')

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
          <p className="text-2xl font-extrabold text-main tabular-nums">
            {formatMoney(i18n.language || 'en', price.amount, price.currency)}
          </p>
        </div>
        {!offered.stripe && !offered.paypal ? (
          <p role="status" className="mt-6 rounded-base bg-chip p-4 text-center text-sm text-muted">
            {trans('Payments are not set up yet. Please come back later.')}
          </p>
        ) : (
          <>
            <div className="mt-6 flex flex-col gap-3">
              {offered.stripe && (
                <Button
                  variant="primary"
                  size="lg"
                  className="w-full"
                  isPending={payByCard.isPending || payByCard.isSuccess}
                  isDisabled={leaving}
                  onPress={() => pay(payByCard)}
                >
                  {offered.paypal && <CreditCard aria-hidden />}
                  {offered.paypal ? trans('Pay with card') : trans('Continue to payment')}
                </Button>
              )}
              {offered.stripe && offered.paypal && (
                <p className="flex items-center gap-3 text-xs text-muted before:h-px before:flex-1 before:bg-divider after:h-px after:flex-1 after:bg-divider">
                  {trans('or')}
                </p>
              )}
              {offered.paypal && (
                <Button
                  variant={offered.stripe ? 'secondary' : 'primary'}
                  size="lg"
                  className="w-full"
                  isPending={payByPayPal.isPending || payByPayPal.isSuccess}
                  isDisabled={leaving}
                  onPress={() => pay(payByPayPal)}
                >
                  <PayPalMark />
                  {trans('Pay with PayPal')}
                </Button>
              )}
            </div>
            <p className="mt-4 flex items-center justify-center gap-2 text-center text-xs text-muted">
              <Lock aria-hidden className="size-3.5 shrink-0" />
              {where}
            </p>
          </>
        )}
      </section>
    </div>
  )
}

/** PayPal's "P" mark, drawn in the button's own colour so it reads in light and dark. */
function PayPalMark() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path
        d="M7.1 21.6H3.6a.5.5 0 0 1-.5-.6L6 2.9A1 1 0 0 1 7 2h6.6c3.6 0 5.9 1.9 5.3 5.4-.6 4-3.3 5.8-7 5.8H9.6a.8.8 0 0 0-.8.7l-1 6.1a.8.8 0 0 1-.7.6Z"
        opacity=".55"
      />
      <path d="M19.9 8.2c-.7 3.9-3.3 5.9-7.1 5.9h-1.5a.8.8 0 0 0-.8.6l-1.1 6.8a.5.5 0 0 0 .5.6h3a.8.8 0 0 0 .8-.6l.6-3.7a.8.8 0 0 1 .8-.6h.6c3.1 0 5.3-1.4 5.9-4.6.3-1.9-.2-3.4-1.7-4.4Z" />
    </svg>
  )
}

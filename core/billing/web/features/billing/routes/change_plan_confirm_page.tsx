import { useNavigate, useParams } from 'react-router'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { routeNotFound } from '@web/kernel/route_loader.js'
import { handleMutationError } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { Button, ButtonLink } from '@web/ui/button.js'
import { Skeleton } from '@web/ui/skeleton.js'
import {
  billingSummaryQuery,
  productsQuery,
  prorationQuery,
  useChangePlan,
  type PlanChoice,
} from '../../../billing_api.js'
import { formatDay, formatMoney } from '../../../components/money.js'
import { BillingPage, SubscriberOnly } from '../subscriber_only.js'

/** /billing/change-plan/{productId}/{priceId}/confirm: the proration, then the change (DESIGN.md Billing). */
export function Component() {
  const { productId, priceId } = useParams()
  const choice = { product_id: Number(productId), price_id: Number(priceId) }
  if (!Number.isInteger(choice.product_id) || !Number.isInteger(choice.price_id))
    throw routeNotFound()
  return (
    <SubscriberOnly>
      <Confirm choice={choice} />
    </SubscriberOnly>
  )
}

function Confirm({ choice }: { choice: PlanChoice }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const { i18n } = useBootstrap()
  const language = i18n.language || 'en'
  const products = usePageQuery(productsQuery(api)).data?.products
  const { data: summary } = usePageQuery(billingSummaryQuery(api))
  const { data: preview } = usePageQuery(prorationQuery(api, choice))
  const change = useChangePlan()
  useDocumentTitle(trans('Confirm plan change'))
  const product = products?.find((candidate) => candidate.id === choice.product_id)
  const price = product?.prices.find((candidate) => candidate.id === choice.price_id)
  if (products && (!product || !price)) throw routeNotFound()

  return (
    <BillingPage title={trans('Confirm plan change')}>
      {!preview || !product || !price || !summary ? (
        <Skeleton className="h-64" />
      ) : (
        <section className="rounded-base border border-divider bg-paper">
          <dl className="grid gap-4 p-6 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted">{trans('Current plan')}</dt>
              <dd className="mt-1 text-base font-semibold text-main">
                {summary.subscription?.product?.name ?? '—'}
              </dd>
            </div>
            <div>
              <dt className="text-muted">{trans('New plan')}</dt>
              <dd className="mt-1 text-base font-semibold text-main">
                {product.name}{' '}
                <span className="font-normal text-muted tabular-nums">
                  {formatMoney(language, price.amount, price.currency)}
                </span>
              </dd>
            </div>
            {preview.from_next_payment ? (
              <div className="sm:col-span-2 rounded-base bg-chip p-4">
                <dt className="text-muted">{trans('Due now')}</dt>
                <dd className="mt-1 text-2xl font-extrabold text-main tabular-nums">
                  {formatMoney(language, 0, price.currency)}
                </dd>
                <dd className="mt-1 text-xs text-muted">
                  {preview.next_payment_at
                    ? trans(
                        'PayPal charges the new price from your next payment on :date. You approve the change on PayPal.',
                        { date: formatDay(language, preview.next_payment_at) }
                      )
                    : trans(
                        'PayPal charges the new price from your next payment. You approve the change on PayPal.'
                      )}
                </dd>
              </div>
            ) : (
              <div className="sm:col-span-2 rounded-base bg-chip p-4">
                <dt className="text-muted">
                  {preview.amount_due > 0 ? trans('Charged now') : trans('Due now')}
                </dt>
                <dd className="mt-1 text-2xl font-extrabold text-main tabular-nums">
                  {formatMoney(language, preview.amount_due, preview.currency)}
                </dd>
                <dd className="mt-1 text-xs text-muted">
                  {preview.total < 0
                    ? trans('The rest, :amount, is credited to your next payments.', {
                        amount: formatMoney(language, -preview.total, preview.currency),
                      })
                    : trans('The unused time of your current plan is deducted.')}
                  {preview.next_payment_at &&
                    ` ${trans('Next payment on :date.', { date: formatDay(language, preview.next_payment_at) })}`}
                </dd>
              </div>
            )}
          </dl>
          <div className="flex flex-wrap justify-end gap-3 border-t border-divider px-6 py-4">
            <ButtonLink href="/billing/change-plan" variant="ghost">
              {trans('Back')}
            </ButtonLink>
            <Button
              variant="primary"
              isPending={change.isPending}
              onPress={() =>
                change.mutate(choice, {
                  onSuccess: () => {
                    toasts.positive(trans('Your plan was changed'))
                    void navigate('/billing')
                  },
                  onError: (error) => handleMutationError(error, { toasts, trans }),
                })
              }
            >
              {trans('Confirm change')}
            </Button>
          </div>
        </section>
      )}
    </BillingPage>
  )
}

import CreditCard from 'lucide-react/icons/credit-card'
import FileText from 'lucide-react/icons/file-text'
import TriangleAlert from 'lucide-react/icons/triangle-alert'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { ButtonLink } from '@web/ui/button.js'
import { EmptyState } from '@web/ui/empty_state.js'
import { Skeleton } from '@web/ui/skeleton.js'
import type { BillingSummaryResponse } from '../../../../shared/billing_types.js'
import { billingSummaryQuery } from '../../../billing_api.js'
import { formatDay, formatMoney } from '../../../components/money.js'
import { SubscriptionStatusBadge } from '../../../components/subscription_status.js'
import { BillingPage, SubscriberOnly } from '../subscriber_only.js'

/** /billing (spec section 2, DESIGN.md Billing): the summary card, then the invoices with their PDFs. */
export function Component() {
  return (
    <SubscriberOnly>
      <BillingIndex />
    </SubscriberOnly>
  )
}

function BillingIndex() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const { data } = usePageQuery(billingSummaryQuery(api))
  useDocumentTitle(trans('Billing'))
  return (
    <BillingPage title={trans('Billing')} back={false}>
      {data ? (
        <>
          <Summary summary={data} />
          <Invoices summary={data} />
        </>
      ) : (
        <div aria-busy className="flex flex-col gap-6">
          <Skeleton className="h-56" />
          <Skeleton className="h-40" />
        </div>
      )}
    </BillingPage>
  )
}

function Summary({ summary }: { summary: BillingSummaryResponse }) {
  const trans = useTrans()
  const { i18n } = useBootstrap()
  const language = i18n.language || 'en'
  const subscription = summary.subscription
  if (!subscription) return null
  const price = subscription.price
  const method = summary.payment_method
  const periodEnd = subscription.current_period_end ? formatDay(language, subscription.current_period_end) : null
  const per = price ? { day: trans('per day'), month: trans('per month'), year: trans('per year') }[price.interval] : ''

  return (
    <section aria-label={trans('Your plan')} className="rounded-base border border-divider bg-paper">
      {subscription.status === 'past_due' && (
        <div role="alert" className="flex items-start gap-3 rounded-t-base bg-danger/10 px-6 py-4 text-sm text-danger">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {trans('Your last payment failed. Update your payment method to keep your plan.')}
        </div>
      )}
      <div className="grid gap-6 p-6 md:grid-cols-2">
        <div>
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">{trans('Plan')}</p>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <h2 className="text-2xl font-bold text-main">{subscription.product?.name ?? trans('Unknown plan')}</h2>
            <SubscriptionStatusBadge status={subscription.status} />
          </div>
          {price && (
            <p className="mt-1 text-sm text-muted tabular-nums">
              {formatMoney(language, price.amount, price.currency)} {price.interval_count > 1 ? { day: trans('every :count days', { count: price.interval_count }), month: trans('every :count months', { count: price.interval_count }), year: trans('every :count years', { count: price.interval_count }) }[price.interval] : per}
            </p>
          )}
        </div>
        <div>
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">{subscription.cancel_at_period_end ? trans('Ends on') : trans('Next payment')}</p>
          <p className="mt-1 text-lg font-semibold text-main">
            {periodEnd ?? '—'}
            {!subscription.cancel_at_period_end && price && periodEnd && <span className="ml-2 text-sm font-normal text-muted tabular-nums">{formatMoney(language, price.amount, price.currency)}</span>}
          </p>
          {subscription.status === 'trialing' && subscription.trial_ends_at && <p className="mt-1 text-sm text-muted">{trans('Your trial ends on :date.', { date: formatDay(language, subscription.trial_ends_at) })}</p>}
          {subscription.cancel_at_period_end && <p className="mt-1 text-sm text-muted">{trans('Your plan stays until then. Renew to keep it.')}</p>}
        </div>
        <div className="md:col-span-2 flex flex-wrap items-center justify-between gap-4 border-t border-divider pt-5">
          <div className="flex items-center gap-3 text-sm text-main">
            <CreditCard aria-hidden className="size-5 text-muted" />
            {method && 'email' in method ? (
              <span>
                <span className="font-semibold">PayPal</span>
                {method.email && <span className="ml-2 text-muted">{method.email}</span>}
              </span>
            ) : method ? (
              <span>
                <span className="font-semibold capitalize">{method.brand}</span> •••• {method.last4}
                <span className="ml-2 text-muted">{trans('Expires :month/:year', { month: String(method.exp_month).padStart(2, '0'), year: method.exp_year })}</span>
              </span>
            ) : (
              <span className="text-muted">{trans('No payment method on file')}</span>
            )}
          </div>
          <ButtonLink href="/billing/change-payment-method" variant="ghost" size="sm">
            {trans('Change payment method')}
          </ButtonLink>
        </div>
      </div>
      <div className="flex flex-wrap gap-3 border-t border-divider px-6 py-4">
        <ButtonLink href="/billing/change-plan" variant="primary" size="sm">
          {trans('Change plan')}
        </ButtonLink>
        {subscription.cancel_at_period_end ? (
          <ButtonLink href="/billing/renew" variant="secondary" size="sm">
            {trans('Renew plan')}
          </ButtonLink>
        ) : (
          <ButtonLink href="/billing/cancel" variant="ghost" size="sm">
            {trans('Cancel plan')}
          </ButtonLink>
        )}
      </div>
    </section>
  )
}

function Invoices({ summary }: { summary: BillingSummaryResponse }) {
  const trans = useTrans()
  const { i18n } = useBootstrap()
  const language = i18n.language || 'en'
  return (
    <section className="mt-10">
      <h2 className="mb-4 text-lg font-semibold text-main">{trans('Invoices')}</h2>
      {summary.invoices.length === 0 ? (
        <EmptyState icon={<FileText />} message={trans('Your invoices will show here after your first payment.')} />
      ) : (
        <div className="max-w-full overflow-x-auto rounded-base border border-divider">
          <table className="w-full text-left text-sm">
            <thead className="bg-paper text-xs text-muted uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">{trans('Date')}</th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">{trans('Number')}</th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">{trans('Amount')}</th>
                <th scope="col" className="px-4 py-3 font-semibold">{trans('Status')}</th>
                <th scope="col" className="px-4 py-3"><span className="sr-only">{trans('PDF')}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-divider">
              {summary.invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td className="px-4 py-3 whitespace-nowrap text-main">{formatDay(language, invoice.created_at)}</td>
                  <td className="hidden px-4 py-3 font-mono text-xs text-muted sm:table-cell">{invoice.number ?? '—'}</td>
                  <td className="px-4 py-3 text-right text-main tabular-nums">{formatMoney(language, invoice.amount, invoice.currency)}</td>
                  <td className="px-4 py-3 capitalize text-muted">{invoice.status}</td>
                  <td className="px-4 py-3 text-right">
                    {invoice.pdf_url && (
                      <a href={invoice.pdf_url} target="_blank" rel="noreferrer" className="font-semibold text-primary hover:underline">
                        {trans('PDF')}
                      </a>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

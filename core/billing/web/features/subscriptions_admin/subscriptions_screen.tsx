import { useQuery } from '@tanstack/react-query'
import CalendarX from 'lucide-react/icons/calendar-x'
import CreditCard from 'lucide-react/icons/credit-card'
import { useParams } from 'react-router'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { transChoice } from '@web/i18n/translator.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { routeNotFound } from '@web/kernel/route_loader.js'
import type { ListPage } from '../../../../kernel/shared/list_page.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { DataTable } from '@web/ui/data_table/data_table.js'
import type { DataTableColumn } from '@web/ui/data_table/types.js'
import { PageHeader } from '@web/ui/page_header.js'
import type { AdminProductRow, AdminSubscriptionRow } from '../../../shared/billing_types.js'
import { formatDay } from '../../components/money.js'
import { SubscriptionStatusBadge, useStatusLabels } from '../../components/subscription_status.js'
import { SubscriptionActions, SUBSCRIPTIONS_ENDPOINT } from './subscription_actions.js'

const ENDPOINT = SUBSCRIPTIONS_ENDPOINT

/** /admin/subscriptions (spec section 2): who holds which plan, in which state; cancel at period end in bulk; change plan, extend and refund per row. */
export default function SubscriptionsScreen() {
  if ((useParams()['*'] ?? '') !== '') throw routeNotFound()
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const { i18n } = useBootstrap()
  const language = i18n.language || 'en'
  useDocumentTitle(trans('Subscriptions'))
  const { data: plans } = useQuery({
    queryKey: ['billing', 'admin', 'plan-options'],
    queryFn: () =>
      api.get<ListPage<AdminProductRow>>('billing/plans', {
        query: { perPage: 100, sort: 'name', order: 'asc' },
      }),
  })
  const statuses = useStatusLabels()

  const columns: DataTableColumn<AdminSubscriptionRow>[] = [
    {
      id: 'person',
      label: trans('Subscriber'),
      isRowHeader: true,
      cell: (row) => (
        <span className="flex min-w-0 flex-col">
          <span className="max-w-64 truncate font-medium text-main">{row.user.name}</span>
          <span className="max-w-64 truncate text-xs text-muted">{row.user.email}</span>
        </span>
      ),
    },
    { id: 'plan', label: trans('Plan'), cell: (row) => row.product ?? '—' },
    {
      id: 'status',
      label: trans('Status'),
      cell: (row) => (
        <SubscriptionStatusBadge status={row.status}>
          {row.cancel_at_period_end && row.valid ? ` · ${trans('ending')}` : ''}
        </SubscriptionStatusBadge>
      ),
    },
    {
      id: 'period',
      label: trans('Renews or ends'),
      cell: (row) =>
        row.current_period_end ? (
          <time dateTime={row.current_period_end}>
            {formatDay(language, row.current_period_end)}
          </time>
        ) : (
          '—'
        ),
    },
    {
      id: 'gateway',
      label: trans('Gateway'),
      hiddenByDefault: true,
      cell: (row) => (
        <span className="flex flex-col">
          <span className="text-xs font-medium text-main">
            {row.gateway === 'paypal' ? 'PayPal' : 'Stripe'}
          </span>
          <span className="font-mono text-xs text-muted">{row.gateway_id}</span>
        </span>
      ),
    },
    {
      id: 'created',
      label: trans('Started'),
      sort: 'created',
      align: 'end',
      cell: (row) =>
        row.created_at ? (
          <time dateTime={row.created_at}>{formatDay(language, row.created_at)}</time>
        ) : (
          '—'
        ),
    },
    {
      id: 'actions',
      label: trans('Actions'),
      align: 'end',
      cell: (row) => <SubscriptionActions row={row} />,
    },
  ]

  return (
    <>
      <PageHeader
        title={trans('Subscriptions')}
        description={trans('Who holds which plan, and whether their payments are on time.')}
      />
      <DataTable
        id="billing.subscriptions"
        label={trans('Subscriptions')}
        endpoint={ENDPOINT}
        defaultSort={{ sort: 'created', order: 'desc' }}
        searchLabel={trans('Search by email')}
        columns={columns}
        filters={[
          {
            kind: 'select',
            param: 'status',
            label: trans('Status'),
            options: Object.entries(statuses).map(([value, label]) => ({ value, label })),
          },
          {
            kind: 'select',
            param: 'product',
            label: trans('Plan'),
            options: (plans?.data ?? []).map((plan) => ({
              value: String(plan.id),
              label: plan.name,
            })),
          },
        ]}
        bulkActions={[
          {
            id: 'cancel',
            label: trans('Cancel at period end'),
            icon: <CalendarX />,
            tone: 'danger',
            confirm: {
              title: (count) =>
                transChoice(
                  trans,
                  count,
                  'Cancel :count subscription?',
                  'Cancel :count subscriptions?'
                ),
              message: () =>
                trans(
                  'They end when their paid period does; nothing more is charged. Subscriptions already ending are left as they are.'
                ),
              confirmLabel: trans('Cancel at period end'),
            },
            done: (count) =>
              transChoice(
                trans,
                count,
                ':count subscription cancelled',
                ':count subscriptions cancelled'
              ),
            run: (ids, options) => api.post(`${ENDPOINT}/cancel`, { ids }, options),
          },
        ]}
        emptyMessage={trans('Nobody has subscribed yet.')}
        emptyIcon={<CreditCard />}
      />
    </>
  )
}

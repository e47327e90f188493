import CreditCard from 'lucide-react/icons/credit-card'
import Plus from 'lucide-react/icons/plus'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { transChoice } from '@web/i18n/translator.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { Badge } from '@web/ui/badge.js'
import { ButtonLink } from '@web/ui/button.js'
import { DataTable } from '@web/ui/data_table/data_table.js'
import { deleteAction } from '@web/ui/data_table/delete_action.js'
import type { DataTableColumn } from '@web/ui/data_table/types.js'
import { PageHeader } from '@web/ui/page_header.js'
import type { AdminProductRow } from '../../../../shared/billing_types.js'
import { formatMoney } from '../../../components/money.js'
import { PLANS_LIST_ENDPOINT } from '../api/plans_admin_api.js'

/** /admin/plans: the plans in the pricing page's order, with their prices, what they grant and who holds them. */
export function PlansList() {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const { i18n } = useBootstrap()
  useDocumentTitle(trans('Plans'))
  const per = { day: trans('/ day'), month: trans('/ month'), year: trans('/ year') }

  const columns: DataTableColumn<AdminProductRow>[] = [
    {
      id: 'name',
      label: trans('Name'),
      sort: 'name',
      isRowHeader: true,
      cell: (plan) => (
        <span className="flex items-center gap-2">
          <span className="max-w-64 truncate font-medium text-main">{plan.name}</span>
          {plan.recommended && <Badge tone="primary">{trans('Recommended')}</Badge>}
          {plan.hidden && <Badge tone="muted">{trans('Hidden')}</Badge>}
        </span>
      ),
    },
    {
      id: 'prices',
      label: trans('Prices'),
      cell: (plan) =>
        plan.free ? (
          <span className="text-muted">{trans('Free')}</span>
        ) : (
          <span className="text-sm whitespace-nowrap text-main tabular-nums">
            {plan.prices.map((price) => `${formatMoney(i18n.language || 'en', price.amount, price.currency)} ${price.interval_count > 1 ? `/ ${price.interval_count} ${price.interval}` : per[price.interval]}`).join(' · ')}
          </span>
        ),
    },
    { id: 'role', label: trans('Grants role'), cell: (plan) => <span className="text-muted">{plan.role ?? '—'}</span> },
    { id: 'subscribers', label: trans('Subscribers'), align: 'end', cell: (plan) => <span className="tabular-nums">{plan.subscribers}</span> },
  ]

  return (
    <>
      <PageHeader
        title={trans('Plans')}
        description={trans('What people can subscribe to, at what price, and what each plan lets them do.')}
        actions={
          <ButtonLink href="/admin/plans/new" variant="primary" size="sm">
            <Plus aria-hidden className="size-4" />
            {trans('New plan')}
          </ButtonLink>
        }
      />
      <DataTable
        id="billing.plans"
        label={trans('Plans')}
        endpoint={PLANS_LIST_ENDPOINT}
        defaultSort={{ sort: 'position', order: 'asc' }}
        searchLabel={trans('Search plans')}
        columns={columns}
        filters={[
          { kind: 'boolean', param: 'hidden', label: trans('Visibility'), trueLabel: trans('Hidden'), falseLabel: trans('Shown on pricing') },
          { kind: 'boolean', param: 'free', label: trans('Price'), trueLabel: trans('Free'), falseLabel: trans('Paid') },
        ]}
        rowHref={(plan) => `/admin/plans/${plan.id}/edit`}
        bulkActions={[
          deleteAction(trans, {
            title: (count) => transChoice(trans, count, 'Delete :count plan?', 'Delete :count plans?'),
            message: (count) =>
              transChoice(trans, count, 'The plan goes from pricing and from Stripe. A plan people hold cannot be deleted: hide it instead.', 'The :count plans go from pricing and from Stripe. Plans people hold cannot be deleted: hide them instead.'),
            done: (count) => transChoice(trans, count, ':count plan deleted', ':count plans deleted'),
            run: (ids, options) => api.post(`${PLANS_LIST_ENDPOINT}/delete`, { ids }, options),
          }),
        ]}
        emptyMessage={trans('No plans yet.')}
        emptyIcon={<CreditCard />}
      />
    </>
  )
}

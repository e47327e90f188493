import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import ArrowRightLeft from 'lucide-react/icons/arrow-right-left'
import CalendarPlus from 'lucide-react/icons/calendar-plus'
import Ellipsis from 'lucide-react/icons/ellipsis'
import ExternalLink from 'lucide-react/icons/external-link'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { IconButton } from '@web/ui/button.js'
import { listQueryKey } from '@web/ui/data_table/data_table.js'
import { FormDialog, type DialogControl } from '@web/ui/form_dialog.js'
import { Menu, MenuItem } from '@web/ui/menu.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { useSubmitForm } from '@web/ui/submit_form.js'
import type { AdminSubscriptionRow } from '../../../shared/billing_types.js'
import { productsQuery } from '../../billing_api.js'
import { formatDay, formatMoney } from '../../components/money.js'

export const SUBSCRIPTIONS_ENDPOINT = 'billing/subscriptions'

const RUNNING = new Set(['trialing', 'active', 'past_due'])
const EXTENSIONS = [7, 14, 30, 90, 365]
const GATEWAY_NAMES = { stripe: 'Stripe', paypal: 'PayPal' } as const

/** A change to one subscription: sent, the list refreshed, a toast naming what happened. */
function useSubscriptionAction<Input>(path: string, done: string) {
  const api = useService(API_CLIENT)
  const toasts = useService(TOAST_QUEUE)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Input) => api.post(`${SUBSCRIPTIONS_ENDPOINT}/${path}`, input),
    onSuccess: () => {
      toasts.positive(done)
      void queryClient.invalidateQueries({ queryKey: listQueryKey(SUBSCRIPTIONS_ENDPOINT) })
    },
  })
}

/** The row's menu: change plan and extend (running subscriptions), and the gateway's page where payments are refunded. */
export function SubscriptionActions({ row }: { row: AdminSubscriptionRow }) {
  const trans = useTrans()
  const [open, setOpen] = useState<'plan' | 'extend' | null>(null)
  // PayPal lets neither happen without the subscriber: its subscribers change plan from their billing page.
  const changeable = RUNNING.has(row.status) && row.gateway !== 'paypal'
  const gateway = GATEWAY_NAMES[row.gateway]
  const close = () => setOpen(null)
  return (
    <>
      <Menu
        aria-label={trans('Actions for :email', { email: row.user.email })}
        disabledKeys={changeable ? [] : ['plan', 'extend']}
        onAction={(key) => {
          if (key === 'plan' || key === 'extend') setOpen(key)
          // The gateway's own site, in a new tab (an href here would be resolved as an app path).
          if (key === 'refund') window.open(row.dashboard_url, '_blank', 'noopener,noreferrer')
        }}
        trigger={
          <IconButton
            aria-label={trans('Actions for :email', { email: row.user.email })}
            className="text-muted hover:text-main"
          >
            <Ellipsis aria-hidden />
          </IconButton>
        }
      >
        <MenuItem id="plan" icon={<ArrowRightLeft />}>
          {trans('Change plan…')}
        </MenuItem>
        <MenuItem id="extend" icon={<CalendarPlus />}>
          {trans('Extend…')}
        </MenuItem>
        <MenuItem id="refund" icon={<ExternalLink />}>
          {trans('Refund on :gateway', { gateway })}
        </MenuItem>
      </Menu>
      {open === 'plan' && <ChangePlanDialog row={row} isOpen onClose={close} />}
      {open === 'extend' && <ExtendDialog row={row} isOpen onClose={close} />}
    </>
  )
}

/** Another plan's price for the subscriber, billed from their next payment (nothing prorated). */
function ChangePlanDialog({ row, isOpen, onClose }: DialogControl & { row: AdminSubscriptionRow }) {
  const trans = useTrans()
  const api = useService(API_CLIENT)
  const { i18n } = useBootstrap()
  const language = i18n.language || 'en'
  const products = useQuery(productsQuery(api)).data?.products ?? []
  const change = useSubscriptionAction<{ product_id: number; price_id: number }>(
    `${row.id}/change-plan`,
    trans('The plan was changed')
  )
  const [choice, setChoice] = useState<string | null>(null)
  const per = { day: trans('per day'), month: trans('per month'), year: trans('per year') }
  const every = (interval: 'day' | 'month' | 'year', count: number) =>
    ({
      day: trans('every :count days', { count }),
      month: trans('every :count months', { count }),
      year: trans('every :count years', { count }),
    })[interval]
  const options = products
    .filter((product) => !product.free)
    .flatMap((product) =>
      product.prices
        .filter((price) => price.id !== row.price_id)
        .map((price) => ({
          id: `${product.id}:${price.id}`,
          label: `${product.name} · ${formatMoney(language, price.amount, price.currency)} ${price.interval_count > 1 ? every(price.interval, price.interval_count) : per[price.interval]}`,
        }))
    )
  const form = useSubmitForm({
    id: `subscription-${row.id}-plan`,
    canSubmit: choice !== null,
    isPending: change.isPending,
    onSubmit: () => {
      const [productId, priceId] = choice!.split(':').map(Number)
      change.mutate(
        { product_id: productId, price_id: priceId },
        { onSuccess: onClose, onError: form.onError }
      )
    },
  })
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={trans('Change plan of :email', { email: row.user.email })}
      form={form}
      submitLabel={trans('Change plan')}
    >
      <p className="mb-4 text-sm text-muted">
        {trans('The new price is charged from the next payment; nothing is prorated.')}
      </p>
      <Select
        name="plan"
        label={trans('New plan')}
        isRequired
        items={options}
        selectedKey={choice}
        onSelectionChange={(key) => setChoice(key === null ? null : String(key))}
      >
        {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
      </Select>
    </FormDialog>
  )
}

/** Days given free: the next payment moves that much later. */
function ExtendDialog({ row, isOpen, onClose }: DialogControl & { row: AdminSubscriptionRow }) {
  const trans = useTrans()
  const { i18n } = useBootstrap()
  const language = i18n.language || 'en'
  const extend = useSubscriptionAction<{ days: number }>(
    `${row.id}/extend`,
    trans('The subscription was extended')
  )
  const [days, setDays] = useState<number | null>(null)
  // Where the next payment lands: from the current end, or from today for one already past.
  const [until, setUntil] = useState<string | null>(null)
  const choose = (count: number) => {
    const end = row.current_period_end ? Date.parse(row.current_period_end) : 0
    setDays(count)
    setUntil(new Date(Math.max(end, Date.now()) + count * 86_400_000).toISOString())
  }
  const form = useSubmitForm({
    id: `subscription-${row.id}-extend`,
    canSubmit: days !== null,
    isPending: extend.isPending,
    onSubmit: () => extend.mutate({ days: days! }, { onSuccess: onClose, onError: form.onError }),
  })
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={trans('Extend the subscription of :email', { email: row.user.email })}
      form={form}
      submitLabel={trans('Extend')}
    >
      <Select
        name="days"
        label={trans('Extend by')}
        isRequired
        items={EXTENSIONS.map((count) => ({ id: count, label: trans(':count days', { count }) }))}
        selectedKey={days}
        onSelectionChange={(key) => key !== null && choose(Number(key))}
      >
        {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
      </Select>
      <p className="mt-4 text-sm text-muted">
        {until
          ? trans('The next payment moves to :date; nothing is charged for the days given.', {
              date: formatDay(language, until),
            })
          : trans('Nothing is charged for the days given.')}
      </p>
    </FormDialog>
  )
}

import ArrowLeft from 'lucide-react/icons/arrow-left'
import Plus from 'lucide-react/icons/plus'
import X from 'lucide-react/icons/x'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { useService } from '@web/kernel/services_context.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { usePageQuery } from '@web/kernel/use_page_query.js'
import type { FieldErrors } from '@web/services/mutation_errors.js'
import { API_CLIENT, TOAST_QUEUE } from '@web/services/tokens.js'
import { AdminForm, useAdminForm } from '@web/ui/admin_form.js'
import { Button, ButtonLink, IconButton } from '@web/ui/button.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Select, SelectItem } from '@web/ui/select.js'
import { Skeleton } from '@web/ui/skeleton.js'
import { Switch } from '@web/ui/switch.js'
import { TextArea } from '@web/ui/text_area.js'
import { TextField } from '@web/ui/text_field.js'
import type { AdminProduct, PaymentGateway, PriceInterval } from '../../../../shared/billing_types.js'
import { grantableRolesQuery, planEditQuery, useSavePlan, type GrantableRole } from '../api/plans_admin_api.js'

/** A price row as typed: text until saved, so a half-typed amount is not lost. */
interface PriceDraft {
  id?: number
  amount: string
  currency: string
  interval: PriceInterval
  interval_count: string
}

interface PlanValues extends Record<string, unknown> {
  name: string
  description: string
  features: string
  role_id: string
  position: string
  free: boolean
  hidden: boolean
  recommended: boolean
  prices: PriceDraft[]
}

const NO_ROLE = 'none'
const NEW_PRICE: PriceDraft = { amount: '', currency: 'USD', interval: 'month', interval_count: '1' }
const EMPTY: PlanValues = { name: '', description: '', features: '', role_id: NO_ROLE, position: '0', free: false, hidden: false, recommended: false, prices: [NEW_PRICE] }

const valuesOf = (plan: AdminProduct): PlanValues => ({
  name: plan.name,
  description: plan.description ?? '',
  features: plan.feature_list.join('\n'),
  role_id: plan.role_id ? String(plan.role_id) : NO_ROLE,
  position: String(plan.position),
  free: plan.free,
  hidden: plan.hidden,
  recommended: plan.recommended,
  prices: plan.prices.map((price) => ({ id: price.id, amount: String(price.amount), currency: price.currency, interval: price.interval, interval_count: String(price.interval_count) })),
})

/** /admin/plans/new and /admin/plans/{productId}/edit. */
export function PlanEditor({ planId }: { planId: number | null }) {
  const api = useService(API_CLIENT)
  const trans = useTrans()
  const { data: editing } = usePageQuery({ ...planEditQuery(api, planId ?? 0), enabled: planId !== null })
  const { data: roles } = useQuery({ ...grantableRolesQuery(api), enabled: planId === null })
  useDocumentTitle(planId === null ? trans('New plan') : editing?.plan.name)
  const available = editing?.roles ?? roles
  if ((planId !== null && !editing) || !available) return <EditorSkeleton />
  return <PlanForm plan={editing?.plan ?? null} roles={available} gateways={editing?.gateways ?? []} />
}

function PlanForm({ plan, roles, gateways }: { plan: AdminProduct | null; roles: GrantableRole[]; gateways: PaymentGateway[] }) {
  const trans = useTrans()
  const toasts = useService(TOAST_QUEUE)
  const navigate = useNavigate()
  const save = useSavePlan(plan?.id ?? null)
  const form = useAdminForm<PlanValues, AdminProduct>({
    initialValues: plan ? valuesOf(plan) : EMPTY,
    rulesOf: plan ? 'billing.plans.update' : 'billing.plans.store',
    // A choice of role, 'none' for no role: not the number the server's rule reads (submit sends null for it).
    fields: { role_id: { type: 'select' } },
    validate: (values): FieldErrors => {
      const errors: FieldErrors = {}
      if (!values.free && values.prices.length === 0) errors.prices = trans('Add at least one price, or mark the plan as free.')
      if (!values.free) {
        values.prices.forEach((price, index) => {
          if (!(Number(price.amount) > 0)) errors[`prices.${index}.amount`] = trans('Enter an amount above 0.')
          if (!/^[A-Za-z]{3}$/.test(price.currency)) errors[`prices.${index}.currency`] = trans('Enter a three-letter currency code (USD, EUR...).')
          if (!(Number.isInteger(Number(price.interval_count)) && Number(price.interval_count) >= 1)) errors[`prices.${index}.interval_count`] = trans('Enter a whole number of 1 or more.')
        })
      }
      return errors
    },
    submit: (values) =>
      save.mutateAsync({
        name: values.name,
        description: values.description || null,
        feature_list: values.features.split('\n').map((line) => line.trim()).filter(Boolean),
        role_id: values.role_id === NO_ROLE ? null : Number(values.role_id),
        position: Number(values.position) || 0,
        free: values.free,
        hidden: values.hidden,
        recommended: values.recommended,
        prices: values.free
          ? []
          : values.prices.map((price) => ({ ...(price.id ? { id: price.id } : {}), amount: Number(price.amount), currency: price.currency.toUpperCase(), interval: price.interval, interval_count: Number(price.interval_count) })),
      }),
    onSaved: (saved) => {
      toasts.positive(plan ? trans('Plan saved') : trans('Plan created'))
      if (!plan) void navigate(`/admin/plans/${saved.id}/edit`, { replace: true })
      return valuesOf(saved)
    },
  })

  const setPrice = (index: number, change: Partial<PriceDraft>) =>
    form.setValue('prices', form.values.prices.map((price, at) => (at === index ? { ...price, ...change } : price)))
  const priceError = (index: number, field: string) => form.errorOf(`prices.${index}.${field}` as keyof PlanValues & string) ?? form.serverErrors[`prices.${index}.${field}`]

  return (
    <>
      <PageHeader
        title={plan ? plan.name : trans('New plan')}
        description={
          <ButtonLink href="/admin/plans" variant="ghost" size="xs" className="-ml-2">
            <ArrowLeft aria-hidden className="size-3.5" />
            {trans('Plans')}
          </ButtonLink>
        }
      />
      <AdminForm form={form} saveLabel={plan ? undefined : trans('Create plan')}>
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex flex-col gap-6">
            <section className="flex flex-col gap-6 rounded-base border border-divider bg-paper p-5 md:p-6">
              <TextField label={trans('Name')} {...form.field('name')} />
              <TextArea label={trans('Description')} rows={2} {...form.field('description')} />
              <TextArea
                label={trans('Features')}
                description={trans('One per line: the pricing card lists them with a check.')}
                rows={5}
                {...form.field('features')}
                errorMessage={form.serverErrors.feature_list}
              />
            </section>
            {!form.values.free && (
              <section aria-labelledby="plan-prices" className="flex flex-col gap-4 rounded-base border border-divider bg-paper p-5 md:p-6">
                <div>
                  <h2 id="plan-prices" className="text-sm font-semibold">{trans('Prices')}</h2>
                  <p className="mt-1 text-sm text-muted">
                    {trans('A yearly and a monthly price fill both sides of the pricing toggle. A changed price becomes a new one: subscribers keep paying the old one.')}
                  </p>
                </div>
                {form.values.prices.map((price, index) => (
                  <fieldset key={price.id ?? `new-${index}`} className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[1fr_6rem_7rem_6rem_auto]">
                    <legend className="sr-only">{trans('Price :number', { number: index + 1 })}</legend>
                    <TextField label={trans('Amount')} inputMode="decimal" value={price.amount} onChange={(amount) => setPrice(index, { amount })} isInvalid={!!priceError(index, 'amount')} errorMessage={priceError(index, 'amount')} />
                    <TextField label={trans('Currency')} value={price.currency} onChange={(currency) => setPrice(index, { currency: currency.toUpperCase() })} maxLength={3} isInvalid={!!priceError(index, 'currency')} errorMessage={priceError(index, 'currency')} />
                    <Select label={trans('Every')} selectedKey={price.interval} onSelectionChange={(interval) => setPrice(index, { interval: interval as PriceInterval })}>
                      <SelectItem id="day">{trans('Days')}</SelectItem>
                      <SelectItem id="month">{trans('Months')}</SelectItem>
                      <SelectItem id="year">{trans('Years')}</SelectItem>
                    </Select>
                    <TextField label={trans('Count')} inputMode="numeric" value={price.interval_count} onChange={(count) => setPrice(index, { interval_count: count })} isInvalid={!!priceError(index, 'interval_count')} errorMessage={priceError(index, 'interval_count')} />
                    <IconButton
                      aria-label={trans('Remove price :number', { number: index + 1 })}
                      variant="ghost"
                      size="md"
                      className="mt-6.5"
                      onPress={() => form.setValue('prices', form.values.prices.filter((_, at) => at !== index))}
                    >
                      <X />
                    </IconButton>
                  </fieldset>
                ))}
                {(form.errorOf('prices') ?? form.serverErrors.prices) && <p className="text-sm text-danger">{form.errorOf('prices') ?? form.serverErrors.prices}</p>}
                <Button variant="secondary" size="sm" className="self-start" onPress={() => form.setValue('prices', [...form.values.prices, NEW_PRICE])}>
                  <Plus aria-hidden className="size-4" />
                  {trans('Add price')}
                </Button>
              </section>
            )}
          </div>
          <aside className="flex flex-col gap-6 rounded-base border border-divider bg-paper p-5 md:p-6">
            <Select
              label={trans('Grants role')}
              description={trans('Subscribers get this role’s permissions and limits while their subscription is valid.')}
              selectedKey={form.values.role_id}
              onSelectionChange={(role) => form.setValue('role_id', String(role))}
              errorMessage={form.serverErrors.role_id}
              isInvalid={!!form.serverErrors.role_id}
            >
              <SelectItem id={NO_ROLE}>{trans('No role')}</SelectItem>
              {roles.map((role) => (
                <SelectItem key={role.id} id={String(role.id)}>
                  {role.name}
                </SelectItem>
              ))}
            </Select>
            <Switch isSelected={form.values.free} onChange={(free) => form.setValue('free', free)} description={trans('Shown on pricing without a price; nobody pays for it.')}>
              {trans('Free plan')}
            </Switch>
            <Switch isSelected={form.values.recommended} onChange={(recommended) => form.setValue('recommended', recommended)} description={trans('Raised on pricing with a badge.')}>
              {trans('Recommended')}
            </Switch>
            <Switch isSelected={form.values.hidden} onChange={(hidden) => form.setValue('hidden', hidden)} description={trans('Left off pricing; its checkout link still works.')}>
              {trans('Hidden')}
            </Switch>
            <TextField label={trans('Order on pricing')} inputMode="numeric" {...form.field('position')} />
            {plan && (
              <p className="border-t border-divider pt-4 text-xs text-muted">
                {gatewaysLine(plan.synced_on, gateways, trans)}
              </p>
            )}
          </aside>
        </div>
      </AdminForm>
    </>
  )
}

const GATEWAY_NAMES: Record<PaymentGateway, string> = { stripe: 'Stripe', paypal: 'PayPal' }

/** Which of the gateways set up hold the plan ("Kept in step on Stripe and PayPal."), and which get it at the next save. */
function gatewaysLine(syncedOn: PaymentGateway[], configured: PaymentGateway[], trans: ReturnType<typeof useTrans>) {
  if (!configured.length) return trans('No payment gateway is set up: the plan is made on Stripe or PayPal when it is saved with one set up in Settings.')
  const names = ([first, second]: PaymentGateway[]) =>
    second ? trans(':first and :second', { first: GATEWAY_NAMES[first], second: GATEWAY_NAMES[second] }) : GATEWAY_NAMES[first]
  const kept = configured.filter((gateway) => syncedOn.includes(gateway))
  const missing = configured.filter((gateway) => !syncedOn.includes(gateway))
  return [
    kept.length ? trans('Kept in step on :gateways.', { gateways: names(kept) }) : null,
    missing.length ? trans('Not on :gateways yet: it is made there when the plan is saved.', { gateways: names(missing) }) : null,
  ]
    .filter(Boolean)
    .join(' ')
}

function EditorSkeleton() {
  return (
    <div aria-busy className="flex flex-col gap-6">
      <Skeleton className="h-14 w-72" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-112" />
        <Skeleton className="h-80" />
      </div>
    </div>
  )
}

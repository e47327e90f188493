import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { appUrl } from '#config/app'
import { DateTime } from 'luxon'
import { BillingRefusal } from '../billing_refusal.js'
import type { Invoice, PaymentMethod } from '../../shared/billing_types.js'
import { applyPayPalSubscription, CANCEL_AT_PERIOD_END_NOTE, PAYPAL_REASON_MAX, type PayPalSubscription } from '../subscriptions/paypal_subscriptions.js'
import { paypalApi, type PayPalApi } from './paypal_client.js'
import { ensurePayPalPlan } from './paypal_plans.js'
import type { SubscriptionGateway, SubscriptionRow } from './subscription_gateway.js'

const path = (row: SubscriptionRow, action = '') => `/v1/billing/subscriptions/${encodeURIComponent(row.gateway_id)}${action}`

/** Reads the subscription from PayPal and stores it as the freshest news of the row. */
async function refreshFrom(paypal: PayPalApi, row: SubscriptionRow) {
  const subscription = await paypal.call<PayPalSubscription & { subscriber?: { email_address?: string } }>('GET', path(row))
  await applyPayPalSubscription(subscription, Number(row.gateway_updated_at), { fresh: true })
  return subscription
}

/** PayPal's site (live or sandbox) for pages people open themselves. */
export const paypalSite = (sandbox: boolean) => (sandbox ? 'https://www.sandbox.paypal.com' : 'https://www.paypal.com')

interface PayPalTransaction {
  id: string
  status: string
  time: string
  amount_with_breakdown: { gross_amount: { value: string; currency_code: string } }
}

function presentTransaction(transaction: PayPalTransaction): Invoice {
  const status = { COMPLETED: 'paid', REFUNDED: 'refunded', PARTIALLY_REFUNDED: 'paid', PENDING: 'open', DECLINED: 'uncollectible' }[transaction.status] ?? transaction.status.toLowerCase()
  return {
    id: transaction.id,
    number: transaction.id,
    status,
    amount: Number(transaction.amount_with_breakdown.gross_amount.value),
    currency: transaction.amount_with_breakdown.gross_amount.currency_code,
    created_at: DateTime.fromISO(transaction.time, { zone: 'utc' }).toISO()!,
    pdf_url: null,
  }
}

export const paypalGateway: SubscriptionGateway = {
  name: 'paypal',

  async refresh(row) {
    await refreshFrom(await paypalApi(), row)
  },

  async cancelAtPeriodEnd(row, reason) {
    // Suspended, not cancelled: see CANCEL_AT_PERIOD_END_NOTE. The period-end job cancels it when the period is over.
    const paypal = await paypalApi()
    await paypal.call('POST', path(row, '/suspend'), { reason: `${CANCEL_AT_PERIOD_END_NOTE}${reason}`.slice(0, PAYPAL_REASON_MAX) })
    await refreshFrom(paypal, row)
  },

  async resume(row) {
    const paypal = await paypalApi()
    await paypal.call('POST', path(row, '/activate'), { reason: 'Renewed by the subscriber' })
    await refreshFrom(paypal, row)
  },

  async previewPlanChange(row, product, price) {
    await db.transaction((trx) => ensurePayPalPlan(trx, product, price))
    const subscription = await (await paypalApi()).call<PayPalSubscription>('GET', path(row))
    const next = subscription.billing_info?.next_billing_time
    return { amount_due: 0, total: 0, currency: price.currency, next_payment_at: next ? DateTime.fromISO(next, { zone: 'utc' }).toISO() : null, from_next_payment: true }
  },

  async changePlan(row, product, price, by) {
    // PayPal has the subscriber approve a new price on its site: an admin cannot do it for them.
    if (by === 'admin') throw new BillingRefusal(422, 'PayPal asks the subscriber to approve a new plan: they can change it from their billing page.')
    const paypal = await paypalApi()
    const planId = await db.transaction((trx) => ensurePayPalPlan(trx, product, price))
    const revised = await paypal.call<{ links?: PayPalSubscription['links'] }>('POST', path(row, '/revise'), {
      plan_id: planId,
      application_context: {
        user_action: 'CONTINUE',
        shipping_preference: 'NO_SHIPPING',
        return_url: new URL('/billing', appUrl).toString(),
        cancel_url: new URL(`/billing/change-plan/${product.id}/${price.id}/confirm`, appUrl).toString(),
      },
    })
    const approve = revised.links?.find((link) => link.rel === 'approve')
    if (approve) return { approveUrl: approve.href }
    await refreshFrom(paypal, row)
    return null
  },

  async extend() {
    throw new BillingRefusal(422, "PayPal does not let a subscription's next payment move. Refund part of a payment on PayPal instead.")
  },

  async paymentMethodUrl() {
    // Where PayPal members manage the funding of their automatic payments.
    return `${paypalSite((await paypalApi()).sandbox)}/myaccount/autopay/`
  },

  async accountDetails(row) {
    let invoices: Invoice[] = []
    let paymentMethod: PaymentMethod | null = null
    if (!row) return { invoices, paymentMethod }
    try {
      const paypal = await paypalApi()
      // Read afresh: the billing page is where someone back from approving a change on PayPal looks first.
      const subscription = await refreshFrom(paypal, row)
      paymentMethod = { brand: 'paypal', email: subscription.subscriber?.email_address ?? null }
      const start = subscription.create_time ?? DateTime.utc().minus({ years: 2 }).toISO()!
      const query = new URLSearchParams({ start_time: start, end_time: DateTime.utc().toISO()! })
      const { transactions = [] } = await paypal.call<{ transactions?: PayPalTransaction[] }>('GET', `${path(row, '/transactions')}?${query}`)
      invoices = transactions.map(presentTransaction).sort((a, b) => b.created_at.localeCompare(a.created_at))
    } catch (error) {
      logger.warn({ err: error }, 'billing: PayPal payments or payer could not be read')
    }
    return { invoices, paymentMethod }
  },
}


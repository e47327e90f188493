import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { appUrl } from '#config/app'
import { DateTime } from 'luxon'
import type Stripe from 'stripe'
import type { Invoice, PaymentMethod } from '../../shared/billing_types.js'
import { fromMinor } from '../../shared/pricing.js'
import type { PriceRow, ProductRow } from '../plans/plan_rows.js'
import { applyStripeSubscription } from '../subscriptions/stripe_subscriptions.js'
import { stripeClient } from './stripe_client.js'
import { ensureStripePrice } from './stripe_plans.js'
import type { SubscriptionGateway, SubscriptionRow } from './subscription_gateway.js'

/** Stores what Stripe answered to our own change, as the freshest news of the row. */
async function storeAnswer(subscription: Stripe.Subscription, row: SubscriptionRow) {
  await applyStripeSubscription(subscription, Number(row.gateway_updated_at), { fresh: true })
}

/** The subscription's item and the Stripe price a plan change moves it to. */
async function planChange(row: SubscriptionRow, product: ProductRow, price: PriceRow) {
  const stripe = await stripeClient()
  const stripePrice = await db.transaction((trx) => ensureStripePrice(trx, product, price))
  const current = await stripe.subscriptions.retrieve(row.gateway_id)
  return { stripe, stripePrice, itemId: current.items.data[0].id, customer: current.customer as string }
}

function presentInvoice(invoice: Stripe.Invoice): Invoice {
  return {
    id: invoice.id!,
    number: invoice.number,
    status: invoice.status ?? 'draft',
    amount: fromMinor(invoice.total, invoice.currency),
    currency: invoice.currency.toUpperCase(),
    created_at: DateTime.fromSeconds(invoice.created, { zone: 'utc' }).toISO()!,
    pdf_url: invoice.invoice_pdf ?? null,
  }
}

export const stripeGateway: SubscriptionGateway = {
  name: 'stripe',

  async refresh(row) {
    await storeAnswer(await (await stripeClient()).subscriptions.retrieve(row.gateway_id), row)
  },

  async cancelAtPeriodEnd(row, reason) {
    const answer = await (await stripeClient()).subscriptions.update(row.gateway_id, { cancel_at_period_end: true, cancellation_details: { comment: reason } })
    await storeAnswer(answer, row)
  },

  async resume(row) {
    await storeAnswer(await (await stripeClient()).subscriptions.update(row.gateway_id, { cancel_at_period_end: false }), row)
  },

  async previewPlanChange(row, product, price) {
    const { stripe, stripePrice, itemId, customer } = await planChange(row, product, price)
    const preview = await stripe.invoices.createPreview({
      customer,
      subscription: row.gateway_id,
      subscription_details: { items: [{ id: itemId, price: stripePrice }], proration_behavior: 'always_invoice' },
    })
    return {
      amount_due: fromMinor(preview.amount_due, preview.currency),
      total: fromMinor(preview.total, preview.currency),
      currency: preview.currency.toUpperCase(),
      next_payment_at: preview.period_end ? DateTime.fromSeconds(preview.period_end, { zone: 'utc' }).toISO() : null,
    }
  },

  async changePlan(row, product, price, by) {
    const { stripe, stripePrice, itemId } = await planChange(row, product, price)
    // The subscriber pays the difference now; an admin's move bills the new price from the next payment.
    const proration = by === 'subscriber' ? 'always_invoice' : 'none'
    await storeAnswer(await stripe.subscriptions.update(row.gateway_id, { items: [{ id: itemId, price: stripePrice }], proration_behavior: proration }), row)
    return null
  },

  async extend(row, until) {
    // Stripe's way to move the next payment: a trial until then, with nothing charged for it.
    const answer = await (await stripeClient()).subscriptions.update(row.gateway_id, { trial_end: Math.floor(until.toSeconds()), proration_behavior: 'none' })
    await storeAnswer(answer, row)
  },

  async paymentMethodUrl(row) {
    const customer = await db.from('billing_customers').where('user_id', row.user_id).first()
    const session = await (await stripeClient()).billingPortal.sessions.create({ customer: customer.stripe_id, return_url: new URL('/billing/change-payment-method/done', appUrl).toString() })
    return session.url
  },

  async accountDetails(row, userId) {
    const customer = await db.from('billing_customers').where('user_id', userId).first()
    let invoices: Invoice[] = []
    let paymentMethod: PaymentMethod | null = null
    if (!customer) return { invoices, paymentMethod }
    try {
      const stripe = await stripeClient()
      invoices = (await stripe.invoices.list({ customer: customer.stripe_id, limit: 24 })).data.map(presentInvoice)
      if (row) {
        const subscription = await stripe.subscriptions.retrieve(row.gateway_id)
        const methodId = typeof subscription.default_payment_method === 'string' ? subscription.default_payment_method : subscription.default_payment_method?.id
        const card = methodId ? (await stripe.paymentMethods.retrieve(methodId)).card : null
        if (card) paymentMethod = { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year }
      }
    } catch (error) {
      // The page still shows the plan from our own rows when Stripe cannot be reached.
      logger.warn({ err: error }, 'billing: Stripe invoices or payment method could not be read')
    }
    return { invoices, paymentMethod }
  },
}

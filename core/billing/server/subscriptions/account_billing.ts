import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { appUrl } from '#config/app'
import { DateTime } from 'luxon'
import type Stripe from 'stripe'
import { SiteSettings } from '#core/kernel/module_services'
import { TRIAL_DAYS } from '../../settings.js'
import type { BillingSummaryResponse, Invoice, PaymentMethod, ProrationPreview } from '../../shared/billing_types.js'
import { fromMinor } from '../../shared/pricing.js'
import { findProduct, sqlTime, type PriceRow, type ProductRow } from '../plans/plan_rows.js'
import { stripeClient } from '../gateways/stripe_client.js'
import { ensureStripePrice } from '../gateways/stripe_plans.js'
import { applyStripeSubscription, gracePeriodDays } from './stripe_subscriptions.js'
import { currentSubscriptionRow, presentSubscription } from './subscription_queries.js'
import { isValid } from './subscription_state.js'

/** A refusal the person can act on: the controller answers it with its status and message. */
export class BillingRefusal extends Error {
  constructor(
    public status: 404 | 409 | 422,
    message: string,
    public redirect?: string
  ) {
    super(message)
  }
}

const PLAN_NOT_FOUND = 'This plan is not available.'

interface Buyer {
  id: number
  email: string
}

/** A plan and one of its prices that can be bought: not free, price not archived. */
export async function purchasablePrice(productId: number, priceId: number) {
  const product = await findProduct(productId)
  const price = (await db.from('billing_prices').where({ id: priceId, product_id: productId, archived: false }).first()) as PriceRow | null
  if (!product || product.free || !price) throw new BillingRefusal(404, PLAN_NOT_FOUND)
  return { product, price }
}

function siteUrl(path: string) {
  return new URL(path, appUrl).toString()
}

/** The person's Stripe customer, made on their first purchase and remembered. */
async function stripeCustomer(buyer: Buyer) {
  const linked = await db.from('billing_customers').where('user_id', buyer.id).first()
  if (linked) return linked.stripe_id as string
  const customer = await (await stripeClient()).customers.create({ email: buyer.email, metadata: { user_id: String(buyer.id) } })
  await db.insertQuery().table('billing_customers').insert({ user_id: buyer.id, stripe_id: customer.id, created_at: sqlTime(DateTime.utc()) })
  return customer.id
}

async function trialDaysFor(userId: number) {
  const settings = await app.container.make(SiteSettings)
  const days = Number(settings.get(TRIAL_DAYS, 0))
  // One trial per person: whoever subscribed before pays from the first day.
  if (days <= 0 || (await db.from('billing_subscriptions').where('user_id', userId).first())) return 0
  return days
}

/** Starts Stripe Checkout for a plan's price; the person pays on Stripe's page and comes back to the done path. */
export async function startCheckout(buyer: Buyer, productId: number, priceId: number) {
  const { product, price } = await purchasablePrice(productId, priceId)
  const graceDays = await gracePeriodDays()
  const current = await currentSubscriptionRow(buyer.id, graceDays)
  if (current && isValid(current, graceDays)) {
    throw new BillingRefusal(409, 'You are already subscribed.', '/billing')
  }
  const stripePrice = await db.transaction((trx) => ensureStripePrice(trx, product, price))
  const customer = await stripeCustomer(buyer)
  const trialDays = await trialDaysFor(buyer.id)
  const session = await (await stripeClient()).checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: String(buyer.id),
    line_items: [{ price: stripePrice, quantity: 1 }],
    metadata: { user_id: String(buyer.id), product_id: String(product.id), price_id: String(price.id) },
    subscription_data: { metadata: { user_id: String(buyer.id) }, ...(trialDays ? { trial_period_days: trialDays } : {}) },
    success_url: siteUrl(`/checkout/${product.id}/${price.id}/stripe/done?session_id={CHECKOUT_SESSION_ID}`),
    cancel_url: siteUrl(`/checkout/${product.id}/${price.id}`),
  })
  return { url: session.url! }
}

/**
 * The done path: the person is back from Stripe's page. The session is read
 * from Stripe (never trusted from the address) and must be theirs; its
 * subscription is stored now, whether or not the webhook came first.
 */
export async function completeCheckout(buyer: Buyer, sessionId: string) {
  const stripe = await stripeClient()
  const session = await stripe.checkout.sessions.retrieve(sessionId).catch(() => null)
  if (!session || session.client_reference_id !== String(buyer.id)) throw new BillingRefusal(404, 'This checkout was not found.')
  if (session.status !== 'complete' || !session.subscription) throw new BillingRefusal(409, 'This checkout is not paid yet.')
  const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription.id
  const customerId = typeof session.customer === 'string' ? session.customer : session.customer?.id
  if (customerId && !(await db.from('billing_customers').where('user_id', buyer.id).first())) {
    await db.insertQuery().table('billing_customers').insert({ user_id: buyer.id, stripe_id: customerId, created_at: sqlTime(DateTime.utc()) })
  }
  await applyStripeSubscription(await stripe.subscriptions.retrieve(subscriptionId), session.created, { fresh: true })
}

async function requireSubscription(userId: number) {
  const graceDays = await gracePeriodDays()
  const row = await currentSubscriptionRow(userId, graceDays)
  if (!row || !isValid(row, graceDays)) throw new BillingRefusal(404, 'You have no subscription.', '/pricing')
  return row
}

/** Stores what Stripe answered to our own change, as the freshest news of the row. */
async function storeAnswer(subscription: Stripe.Subscription, row: Record<string, any>) {
  await applyStripeSubscription(subscription, Number(row.gateway_updated_at), { fresh: true })
}

export async function billingSummary(userId: number): Promise<BillingSummaryResponse> {
  const graceDays = await gracePeriodDays()
  const row = await currentSubscriptionRow(userId, graceDays)
  const customer = await db.from('billing_customers').where('user_id', userId).first()
  let invoices: Invoice[] = []
  let paymentMethod: PaymentMethod | null = null
  if (customer) {
    try {
      const stripe = await stripeClient()
      const list = await stripe.invoices.list({ customer: customer.stripe_id, limit: 24 })
      invoices = list.data.map((invoice) => ({
        id: invoice.id!,
        number: invoice.number,
        status: invoice.status ?? 'draft',
        amount: fromMinor(invoice.total, invoice.currency),
        currency: invoice.currency.toUpperCase(),
        created_at: DateTime.fromSeconds(invoice.created, { zone: 'utc' }).toISO()!,
        pdf_url: invoice.invoice_pdf ?? null,
      }))
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
  }
  return { subscription: row ? await presentSubscription(row, graceDays) : null, payment_method: paymentMethod, invoices }
}

export async function cancelAtPeriodEnd(userId: number, reason: string) {
  const row = await requireSubscription(userId)
  const answer = await (await stripeClient()).subscriptions.update(row.gateway_id, { cancel_at_period_end: true, cancellation_details: { comment: reason } })
  await storeAnswer(answer, row)
}

/** Renew: a subscription cancelled at period end runs on, while the period lasts. */
export async function resume(userId: number) {
  const row = await requireSubscription(userId)
  if (!row.cancel_at_period_end) throw new BillingRefusal(409, 'Your subscription is not cancelled.')
  const answer = await (await stripeClient()).subscriptions.update(row.gateway_id, { cancel_at_period_end: false })
  await storeAnswer(answer, row)
}

async function planChange(userId: number, productId: number, priceId: number) {
  const row = await requireSubscription(userId)
  const { product, price } = await purchasablePrice(productId, priceId)
  if (Number(row.price_id) === price.id) throw new BillingRefusal(409, 'You are already on this plan.')
  const stripe = await stripeClient()
  const stripePrice = await db.transaction((trx) => ensureStripePrice(trx, product as ProductRow, price))
  const current = await stripe.subscriptions.retrieve(row.gateway_id)
  return { row, stripe, stripePrice, itemId: current.items.data[0].id, customer: current.customer as string }
}

/** What changing plan costs now: the unused time of the current plan credited, the rest of the period of the new one. */
export async function previewPlanChange(userId: number, productId: number, priceId: number): Promise<ProrationPreview> {
  const { row, stripe, stripePrice, itemId, customer } = await planChange(userId, productId, priceId)
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
}

export async function changePlan(userId: number, productId: number, priceId: number) {
  const { row, stripe, stripePrice, itemId } = await planChange(userId, productId, priceId)
  const answer = await stripe.subscriptions.update(row.gateway_id, { items: [{ id: itemId, price: stripePrice }], proration_behavior: 'always_invoice' })
  await storeAnswer(answer, row)
}

/** Stripe's portal page where the person changes their card; they come back to the done path. */
export async function paymentMethodSession(userId: number) {
  await requireSubscription(userId)
  const customer = await db.from('billing_customers').where('user_id', userId).first()
  if (!customer) throw new BillingRefusal(404, 'You have no subscription.', '/pricing')
  const session = await (await stripeClient()).billingPortal.sessions.create({ customer: customer.stripe_id, return_url: siteUrl('/billing/change-payment-method/done') })
  return { url: session.url }
}

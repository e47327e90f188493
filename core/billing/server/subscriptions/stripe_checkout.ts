import db from '@adonisjs/lucid/services/db'
import { appUrl } from '#config/app'
import { DateTime } from 'luxon'
import { BillingRefusal } from '../billing_refusal.js'
import { sqlTime } from '../plans/plan_rows.js'
import { stripeClient, stripeConfigured } from '../gateways/stripe_client.js'
import { ensureStripePrice } from '../gateways/stripe_plans.js'
import { applyStripeSubscription } from './stripe_subscriptions.js'
import { purchasablePrice, refuseIfSubscribed, trialDaysFor, type Buyer } from './account_billing.js'

const siteUrl = (path: string) => new URL(path, appUrl).toString()

/** The person's Stripe customer, made on their first purchase and remembered. */
async function stripeCustomer(buyer: Buyer) {
  const linked = await db.from('billing_customers').where('user_id', buyer.id).first()
  if (linked) return linked.stripe_id as string
  const customer = await (await stripeClient()).customers.create({ email: buyer.email, metadata: { user_id: String(buyer.id) } })
  await db.insertQuery().table('billing_customers').insert({ user_id: buyer.id, stripe_id: customer.id, created_at: sqlTime(DateTime.utc()) })
  return customer.id
}

/** Starts Stripe Checkout for a plan's price; the person pays on Stripe's page and comes back to the done path. */
export async function startStripeCheckout(buyer: Buyer, productId: number, priceId: number) {
  if (!(await stripeConfigured())) throw new BillingRefusal(404, 'Card payments are not offered.')
  const { product, price } = await purchasablePrice(productId, priceId)
  await refuseIfSubscribed(buyer.id)
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
export async function completeStripeCheckout(buyer: Buyer, sessionId: string) {
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

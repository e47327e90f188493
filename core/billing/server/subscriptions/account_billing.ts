import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import { SiteSettings } from '#core/kernel/module_services'
import { TRIAL_DAYS } from '../../settings.js'
import type { BillingSummaryResponse, ProrationPreview } from '../../shared/billing_types.js'
import { BillingRefusal } from '../billing_refusal.js'
import { findProduct, type PriceRow } from '../plans/plan_rows.js'
import { gatewayOf } from '../gateways/gateway_of.js'
import { stripeGateway } from '../gateways/stripe_gateway.js'
import type { SubscriptionRow } from '../gateways/subscription_gateway.js'
import { gracePeriodDays } from './apply_subscription.js'
import { currentSubscriptionRow, presentSubscription } from './subscription_queries.js'
import { isActive } from './subscription_state.js'

const PLAN_NOT_FOUND = 'This plan is not available.'

/** Who is buying or changing their subscription. */
export interface Buyer {
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

/** Checkout is for people without a running subscription: a subscriber (past due too) changes plan from billing instead. */
export async function refuseIfSubscribed(userId: number) {
  const current = await currentSubscriptionRow(userId, await gracePeriodDays())
  if (current && isActive(current)) throw new BillingRefusal(409, 'You are already subscribed.', '/billing')
}

/** Days of trial a new subscriber gets: one trial per person, whoever subscribed before pays from the first day. */
export async function trialDaysFor(userId: number) {
  const settings = await app.container.make(SiteSettings)
  const days = Number(settings.get(TRIAL_DAYS, 0))
  if (days <= 0 || (await db.from('billing_subscriptions').where('user_id', userId).first())) return 0
  return days
}

/** The running subscription the billing pages act on: past due too, whose payment method needs fixing. */
async function requireSubscription(userId: number) {
  const row = (await currentSubscriptionRow(userId, await gracePeriodDays())) as SubscriptionRow | null
  if (!row || !isActive(row)) throw new BillingRefusal(404, 'You have no subscription.', '/pricing')
  return row
}

export async function billingSummary(userId: number): Promise<BillingSummaryResponse> {
  const graceDays = await gracePeriodDays()
  const row = (await currentSubscriptionRow(userId, graceDays)) as SubscriptionRow | null
  const { invoices, paymentMethod } = await (row ? gatewayOf(row) : stripeGateway).accountDetails(row, userId)
  // Read after the details: PayPal's are read afresh and may have updated the row.
  const fresh = row ? await db.from('billing_subscriptions').where('id', row.id).first() : null
  return { subscription: fresh ? await presentSubscription(fresh, graceDays) : null, payment_method: paymentMethod, invoices }
}

export async function cancelAtPeriodEnd(userId: number, reason: string) {
  const row = await requireSubscription(userId)
  if (row.cancel_at_period_end) throw new BillingRefusal(409, 'Your subscription is already cancelled.')
  await gatewayOf(row).cancelAtPeriodEnd(row, reason)
}

/** Renew: a subscription cancelled at period end runs on, while the period lasts. */
export async function resume(userId: number) {
  const row = await requireSubscription(userId)
  if (!row.cancel_at_period_end) throw new BillingRefusal(409, 'Your subscription is not cancelled.')
  await gatewayOf(row).resume(row)
}

async function planChange(userId: number, productId: number, priceId: number) {
  const row = await requireSubscription(userId)
  const { product, price } = await purchasablePrice(productId, priceId)
  if (Number(row.price_id) === price.id) throw new BillingRefusal(409, 'You are already on this plan.')
  return { row, product, price }
}

/** What changing plan costs now: the unused time of the current plan credited, the rest of the period of the new one. */
export async function previewPlanChange(userId: number, productId: number, priceId: number): Promise<ProrationPreview> {
  const { row, product, price } = await planChange(userId, productId, priceId)
  return gatewayOf(row).previewPlanChange(row, product, price)
}

/** Changes plan; PayPal answers with its page where the subscriber approves the new price. */
export async function changePlan(userId: number, productId: number, priceId: number) {
  const { row, product, price } = await planChange(userId, productId, priceId)
  return gatewayOf(row).changePlan(row, product, price, 'subscriber')
}

/** The gateway's page where the person changes how they pay; Stripe's portal comes back to the done path. */
export async function paymentMethodSession(userId: number) {
  const row = await requireSubscription(userId)
  return { url: await gatewayOf(row).paymentMethodUrl(row) }
}

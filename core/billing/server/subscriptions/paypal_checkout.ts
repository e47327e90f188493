import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import { appUrl } from '#config/app'
import { DateTime } from 'luxon'
import { SiteSettings } from '#core/kernel/module_services'
import { BillingRefusal } from '../billing_refusal.js'
import { paypalApi, paypalConfigured, PayPalError } from '../gateways/paypal_client.js'
import { ensurePayPalPlan } from '../gateways/paypal_plans.js'
import { applyPayPalSubscription, type PayPalSubscription } from './paypal_subscriptions.js'
import { purchasablePrice, refuseIfSubscribed, trialDaysFor, type Buyer } from './account_billing.js'

const siteUrl = (path: string) => new URL(path, appUrl).toString()

/**
 * Creates the PayPal subscription for a plan's price and answers with
 * PayPal's page where the person approves it; PayPal sends them back to the
 * done path. A trial is a first payment set later (`start_time`). Our
 * account id travels as `custom_id`: that is how its webhooks find the owner.
 */
export async function startPayPalCheckout(buyer: Buyer, productId: number, priceId: number) {
  if (!(await paypalConfigured())) throw new BillingRefusal(404, 'PayPal payments are not offered.')
  const { product, price } = await purchasablePrice(productId, priceId)
  await refuseIfSubscribed(buyer.id)
  const planId = await db.transaction((trx) => ensurePayPalPlan(trx, product, price))
  const trialDays = await trialDaysFor(buyer.id)
  const settings = await app.container.make(SiteSettings)
  const created = await (await paypalApi()).call<PayPalSubscription>('POST', '/v1/billing/subscriptions', {
    plan_id: planId,
    custom_id: String(buyer.id),
    ...(trialDays ? { start_time: DateTime.utc().plus({ days: trialDays }).toISO({ suppressMilliseconds: true }) } : {}),
    subscriber: { email_address: buyer.email },
    application_context: {
      brand_name: settings.get<string>('branding.site_name', 'Cadenza').slice(0, 127),
      shipping_preference: 'NO_SHIPPING',
      user_action: 'SUBSCRIBE_NOW',
      return_url: siteUrl(`/checkout/${product.id}/${price.id}/paypal/done`),
      cancel_url: siteUrl(`/checkout/${product.id}/${price.id}`),
    },
  })
  const approve = created.links?.find((link) => link.rel === 'approve')
  if (!approve) throw new PayPalError(502, 'NO_APPROVE_LINK', 'PayPal gave no page to approve the subscription.')
  return { url: approve.href }
}

/**
 * The done path: back from approving on PayPal. The subscription is read
 * from PayPal (never trusted from the address) and must be this person's;
 * it is stored now, whether or not the webhook came first.
 */
export async function completePayPalCheckout(buyer: Buyer, subscriptionId: string) {
  const subscription = await (await paypalApi()).call<PayPalSubscription>('GET', `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}`).catch((error) => {
    if (error instanceof PayPalError && error.status === 404) return null
    throw error
  })
  if (!subscription || subscription.custom_id !== String(buyer.id)) throw new BillingRefusal(404, 'This checkout was not found.')
  if (subscription.status !== 'ACTIVE' && subscription.status !== 'APPROVED') throw new BillingRefusal(409, 'This subscription is not approved yet.')
  const saidAt = Math.floor(Date.parse(subscription.status_update_time ?? subscription.create_time ?? new Date().toISOString()) / 1000)
  await applyPayPalSubscription(subscription, saidAt, { fresh: true })
}

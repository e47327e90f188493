/**
 * What the billing tests share: the local Stripe, wired to the app as an
 * admin would (keys saved in Settings > Subscriptions, webhooks sent to the
 * app's endpoint), and a role a plan grants.
 */
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { dropReads } from '#core/kernel/cache/read_cache'
import { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, StripeServer } from '#tests/helpers/stripe_server'
import { PAYPAL_CLIENT_ID, PAYPAL_SECRET, PAYPAL_WEBHOOK_ID, PayPalServer } from '#tests/helpers/paypal_server'
import { saveSettings } from '#tests/helpers/site_settings'

/** The permission the test plan grants (not held by plain users), with its numeric restriction. */
export const PLAN_PERMISSION = 'music.create'

/** Starts the local Stripe and points the app at it; returns it with a function undoing both. */
export async function startBilling(settings: Record<string, unknown> = {}) {
  const stripe = await StripeServer.start()
  stripe.webhookUrl = `${process.env.APP_URL}/api/v1/billing/webhooks/stripe`
  const restore = await saveSettings({
    'billing.enable': true,
    'billing.stripe_secret_key': STRIPE_SECRET_KEY,
    'billing.stripe_webhook_secret': STRIPE_WEBHOOK_SECRET,
    'billing.stripe_api_url': stripe.origin,
    'billing.trial_days': 0,
    'billing.grace_period_days': 7,
    ...settings,
  })
  return {
    stripe,
    async stop() {
      await stripe.settled()
      await restore()
      await stripe.stop()
    },
  }
}

/** Starts the local PayPal and points the app at it (PayPal only: no Stripe key); returns it with a function undoing both. */
export async function startPayPalBilling(settings: Record<string, unknown> = {}) {
  const paypal = await PayPalServer.start()
  paypal.webhookUrl = `${process.env.APP_URL}/api/v1/billing/webhooks/paypal`
  const restore = await saveSettings({
    'billing.enable': true,
    'billing.stripe_enable': false,
    'billing.stripe_secret_key': null,
    'billing.paypal_enable': true,
    'billing.paypal_client_id': PAYPAL_CLIENT_ID,
    'billing.paypal_secret': PAYPAL_SECRET,
    'billing.paypal_webhook_id': PAYPAL_WEBHOOK_ID,
    'billing.paypal_api_url': paypal.origin,
    'billing.trial_days': 0,
    'billing.grace_period_days': 7,
    ...settings,
  })
  return {
    paypal,
    async stop() {
      await paypal.settled()
      await restore()
      await paypal.stop()
    },
  }
}

/** Empties billing's tables (plans, subscriptions, events) and the roles the tests made. */
export async function clearBilling() {
  await db.from('billing_webhook_events').delete()
  await db.from('billing_subscriptions').delete()
  await db.from('billing_customers').delete()
  await db.from('billing_prices').delete()
  await db.from('billing_products').delete()
  await db.from('roles').where('name', 'like', 'Plan role%').delete()
  await db.from('audit_entries').delete()
  await dropReads()
}

/** A role granting `permissionName` (with a restriction), as an admin would make for a plan. */
export async function planRole(name = 'Plan role Pro', permissionName = PLAN_PERMISSION) {
  const [inserted] = await db.table('roles').insert({ name, guests: false, default: false, created_at: DateTime.utc().toFormat('yyyy-MM-dd HH:mm:ss'), updated_at: DateTime.utc().toFormat('yyyy-MM-dd HH:mm:ss') }).returning('id')
  const roleId = Number(typeof inserted === 'object' ? inserted.id : inserted)
  const permission = await db.from('permissions').where('name', permissionName).firstOrFail()
  await db.table('role_permissions').insert({ role_id: roleId, permission_id: permission.id, restrictions: JSON.stringify([{ name: 'count', value: 500 }]) })
  return roleId
}

export const proPlan = (roleId: number | null, overrides: Record<string, unknown> = {}) => ({
  name: 'Pro',
  description: 'For people who upload.',
  recommended: true,
  feature_list: ['Upload 500 tracks', 'No ads'],
  role_id: roleId,
  prices: [
    { amount: 10, currency: 'USD', interval: 'month', interval_count: 1 },
    { amount: 96, currency: 'USD', interval: 'year', interval_count: 1 },
  ],
  ...overrides,
})

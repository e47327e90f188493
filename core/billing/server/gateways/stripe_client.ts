import app from '@adonisjs/core/services/app'
import Stripe from 'stripe'
import { SiteSettings } from '#core/kernel/module_services'
import { STRIPE_API_URL, STRIPE_ENABLE, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from '../../settings.js'

/** Stripe is not set up: the admin has not saved a secret key. */
export class StripeNotConfigured extends Error {
  constructor() {
    super('Stripe is not set up: add its secret key in Settings > Subscriptions.')
  }
}

let cached: { key: string; apiUrl: string | null; client: Stripe } | null = null

/**
 * The Stripe SDK for the saved secret key (a new client when the admin
 * changes it), sending its calls to `billing.stripe_api_url` when set: the
 * tests' local Stripe, or a proxy an operator puts in front of Stripe.
 */
export async function stripeClient(): Promise<Stripe> {
  const settings = await app.container.make(SiteSettings)
  await settings.refresh()
  const key = settings.get<string | null>(STRIPE_SECRET_KEY, null)
  if (!key) throw new StripeNotConfigured()
  const apiUrl = settings.get<string | null>(STRIPE_API_URL, null)
  if (cached?.key === key && cached.apiUrl === apiUrl) return cached.client
  const target = apiUrl ? new URL(apiUrl) : null
  const client = new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Cadenza' },
    ...(target ? { host: target.hostname, port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)), protocol: target.protocol === 'http:' ? 'http' : 'https' } : {}),
  })
  cached = { key, apiUrl, client }
  return client
}

/**
 * Stripe is offered: enabled in Settings > Subscriptions and its secret key
 * saved. Only then do checkout and pricing offer cards and do plans get
 * created and kept in step on Stripe.
 */
export async function stripeConfigured() {
  const settings = await app.container.make(SiteSettings)
  await settings.refresh()
  return Boolean(settings.get(STRIPE_ENABLE, true)) && Boolean(settings.get<string | null>(STRIPE_SECRET_KEY, null))
}

/**
 * A secret key is saved, enabled or not: the subscriptions people already
 * hold on Stripe can still be read and cancelled after an admin stops
 * offering it, so a deleted account is not charged again and drift is fixed.
 */
export async function stripeKeySaved() {
  const settings = await app.container.make(SiteSettings)
  await settings.refresh()
  return Boolean(settings.get<string | null>(STRIPE_SECRET_KEY, null))
}

export async function stripeWebhookSecret() {
  const settings = await app.container.make(SiteSettings)
  await settings.refresh()
  return settings.get<string | null>(STRIPE_WEBHOOK_SECRET, null)
}

/** Test keys (sk_test_, rk_test_) work on Stripe's test data, whose dashboard pages are under /test. */
export async function stripeTestMode() {
  const settings = await app.container.make(SiteSettings)
  await settings.refresh()
  return /^(sk|rk)_test_/.test(settings.get<string | null>(STRIPE_SECRET_KEY, null) ?? '')
}

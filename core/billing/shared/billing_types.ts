/**
 * The billing API's shapes (spec section 3: Product, Price; the billing
 * screens' payloads), declared once for the server's serializers and the
 * web app's screens.
 */

import type { BootstrapUser } from '../../kernel/shared/bootstrap_data.js'

export const PRICE_INTERVALS = ['day', 'month', 'year'] as const
export type PriceInterval = (typeof PRICE_INTERVALS)[number]

/** Subscription states, as Stripe names them. */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/**
 * The states of a subscription that runs on its gateway and is managed from
 * billing: paid, on trial, or with a failed renewal the gateway retries.
 * Not incomplete (never paid: PayPal's pending approval) nor unpaid (the
 * gateway gave up retrying): those people start again from pricing.
 */
export const RUNNING_STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due']

export interface Price {
  id: number
  /** In the currency's main unit (9.99). */
  amount: number
  currency: string
  interval: PriceInterval
  interval_count: number
}

export interface Product {
  id: number
  name: string
  description: string | null
  hidden: boolean
  recommended: boolean
  free: boolean
  feature_list: string[]
  prices: Price[]
}

/** Where plans are sold and subscriptions kept. */
export type PaymentGateway = 'stripe' | 'paypal'

/**
 * GET billing/products (spec section 7: pagination.data), with the gateways
 * checkout offers: enabled in Settings > Subscriptions and set up.
 */
export interface ProductsResponse {
  pagination: { data: Product[] }
  gateways: PaymentGateway[]
}

/** A plan as the admin edits it: what it grants too. */
export interface AdminProduct extends Product {
  role_id: number | null
  position: number
  /** The gateways holding the plan and each of its current prices. */
  synced_on: PaymentGateway[]
  subscribers: number
}

export interface AdminProductRow {
  id: number
  name: string
  free: boolean
  hidden: boolean
  recommended: boolean
  prices: Price[]
  role: string | null
  subscribers: number
  updated_at: string | null
}

/** The editor's input (POST/PUT billing/plans). Prices with an id keep it; an amount change makes a new price. */
export interface PlanInput {
  name: string
  description?: string | null
  hidden?: boolean
  recommended?: boolean
  free?: boolean
  feature_list?: string[]
  role_id?: number | null
  position?: number
  prices?: Array<{ id?: number; amount: number; currency: string; interval: PriceInterval; interval_count: number }>
}

export interface SubscriptionSummary {
  id: number
  status: SubscriptionStatus
  valid: boolean
  active: boolean
  on_grace_period: boolean
  cancel_at_period_end: boolean
  trial_ends_at: string | null
  current_period_end: string | null
  ended_at: string | null
  product: Product | null
  price: Price | null
}

export interface Invoice {
  id: string
  number: string | null
  status: string
  amount: number
  currency: string
  created_at: string
  pdf_url: string | null
}

export interface CardPaymentMethod {
  brand: string
  last4: string
  exp_month: number
  exp_year: number
}

/** The card on file at Stripe, or the PayPal account paying a PayPal subscription. */
export type PaymentMethod = CardPaymentMethod | { brand: 'paypal'; email: string | null }

export const GATEWAYS = ['stripe', 'paypal'] as const
export type GatewayName = (typeof GATEWAYS)[number]

/** GET billing/subscription; the calls changing it add the person as the bootstrap data shows them. */
export interface BillingSummaryResponse {
  subscription: SubscriptionSummary | null
  payment_method: PaymentMethod | null
  invoices: Invoice[]
  user?: BootstrapUser | null
}

/** POST billing/checkout, POST billing/payment-method, POST billing/change-plan/preview */
export interface RedirectResponse {
  url: string
}

export interface ProrationPreview {
  amount_due: number
  total: number
  currency: string
  next_payment_at: string | null
  /** PayPal prorates nothing: the new price is charged from the next payment on. */
  from_next_payment?: boolean
}

/** POST billing/change-plan: the new summary, or the gateway's page where the subscriber approves the change (PayPal). */
export type ChangePlanResponse = BillingSummaryResponse | RedirectResponse

/** The admin's subscriptions list row. */
export interface AdminSubscriptionRow {
  id: number
  user: { id: number; email: string; name: string }
  product: string | null
  status: SubscriptionStatus
  valid: boolean
  cancel_at_period_end: boolean
  current_period_end: string | null
  gateway: GatewayName
  gateway_id: string
  /** The subscription on its gateway's dashboard, where its payments are refunded. */
  dashboard_url: string
  product_id: number | null
  price_id: number | null
  created_at: string | null
}

import type { SettingsDefinition } from '#core/kernel/contract'

export const BILLING_ENABLE = 'billing.enable'
/** Offer card payments through Stripe at checkout (on unless a site takes PayPal only). */
export const STRIPE_ENABLE = 'billing.stripe_enable'
export const STRIPE_SECRET_KEY = 'billing.stripe_secret_key'
export const STRIPE_WEBHOOK_SECRET = 'billing.stripe_webhook_secret'
/** Where the Stripe SDK sends its calls: Stripe itself unless set (tests point it at their local Stripe). */
export const STRIPE_API_URL = 'billing.stripe_api_url'
export const PAYPAL_ENABLE = 'billing.paypal_enable'
export const PAYPAL_CLIENT_ID = 'billing.paypal_client_id'
export const PAYPAL_SECRET = 'billing.paypal_secret'
export const PAYPAL_WEBHOOK_ID = 'billing.paypal_webhook_id'
/** PayPal's sandbox (api-m.sandbox.paypal.com) instead of live payments. */
export const PAYPAL_SANDBOX = 'billing.paypal_sandbox'
/** Where PayPal's REST calls go, overriding live/sandbox (tests point it at their local PayPal). */
export const PAYPAL_API_URL = 'billing.paypal_api_url'
export const TRIAL_DAYS = 'billing.trial_days'
export const GRACE_PERIOD_DAYS = 'billing.grace_period_days'

/** The settings' subscriptions tab (spec section 2). */
export const BILLING_SETTINGS: SettingsDefinition = {
  defaults: {
    [BILLING_ENABLE]: false,
    [STRIPE_ENABLE]: true,
    [STRIPE_SECRET_KEY]: null,
    [STRIPE_WEBHOOK_SECRET]: null,
    [STRIPE_API_URL]: null,
    [PAYPAL_ENABLE]: false,
    [PAYPAL_CLIENT_ID]: null,
    [PAYPAL_SECRET]: null,
    [PAYPAL_WEBHOOK_ID]: null,
    [PAYPAL_SANDBOX]: false,
    [PAYPAL_API_URL]: null,
    [TRIAL_DAYS]: 0,
    [GRACE_PERIOD_DAYS]: 7,
  },
  private: [STRIPE_API_URL, PAYPAL_CLIENT_ID, PAYPAL_SECRET, PAYPAL_WEBHOOK_ID, PAYPAL_SANDBOX, PAYPAL_API_URL],
  outsideServices: [STRIPE_API_URL, PAYPAL_API_URL],
  schema: {
    [BILLING_ENABLE]: { type: 'boolean', label: 'Enable subscriptions', description: 'Show pricing and let people subscribe to plans.', group: 'subscriptions' },
    [STRIPE_ENABLE]: { type: 'boolean', label: 'Enable Stripe', description: 'Offer card payments through Stripe at checkout.', group: 'subscriptions' },
    [STRIPE_SECRET_KEY]: { type: 'string', label: 'Stripe secret key', description: 'From the Stripe dashboard, Developers > API keys (sk_live_... or sk_test_...).', group: 'subscriptions', secret: true, validation: { max: 255, pattern: '^(sk|rk)_(live|test)_[A-Za-z0-9_]+$' } },
    [STRIPE_WEBHOOK_SECRET]: { type: 'string', label: 'Stripe webhook signing secret', description: 'Of the endpoint <site>/api/v1/billing/webhooks/stripe (whsec_...).', group: 'subscriptions', secret: true, validation: { max: 255, pattern: '^whsec_[A-Za-z0-9_]+$' } },
    [PAYPAL_ENABLE]: { type: 'boolean', label: 'Enable PayPal', description: 'Offer PayPal next to cards at checkout.', group: 'subscriptions' },
    [PAYPAL_CLIENT_ID]: { type: 'string', label: 'PayPal client ID', description: 'From the PayPal developer dashboard, Apps & Credentials.', group: 'subscriptions', validation: { max: 255, pattern: '^[A-Za-z0-9_-]+$' } },
    [PAYPAL_SECRET]: { type: 'string', label: 'PayPal secret', description: "The same app's secret.", group: 'subscriptions', secret: true, validation: { max: 255, pattern: '^[A-Za-z0-9_-]+$' } },
    [PAYPAL_WEBHOOK_ID]: { type: 'string', label: 'PayPal webhook ID', description: 'Of the webhook <site>/api/v1/billing/webhooks/paypal, listening to billing subscription and payment sale events.', group: 'subscriptions', validation: { max: 64, pattern: '^[A-Za-z0-9_-]+$' } },
    [PAYPAL_SANDBOX]: { type: 'boolean', label: 'PayPal sandbox', description: "Use PayPal's sandbox: test accounts, no real money.", group: 'subscriptions' },
    [TRIAL_DAYS]: { type: 'number', label: 'Trial days', description: 'Days new subscribers use a plan before the first payment (0: no trial).', group: 'subscriptions', validation: { required: true, min: 0, max: 365 } },
    [GRACE_PERIOD_DAYS]: { type: 'number', label: 'Grace period (days)', description: 'Days a subscriber whose renewal failed keeps the plan while the payment is retried.', group: 'subscriptions', validation: { required: true, min: 0, max: 60 } },
  },
}

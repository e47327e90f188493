import { definePlugin } from '#core/kernel/contract'
import { BILLING_PERMISSIONS, PLANS_UPDATE, SUBSCRIPTIONS_UPDATE } from './permissions.js'
import { BILLING_ENABLE, BILLING_SETTINGS } from './settings.js'
import { billingRoutes } from './server/routes.js'
import { BILLING_NOTIFICATION_TYPES } from './server/notification_types.js'

/**
 * Billing: plans (products with prices) and what they grant (a role), the
 * pricing page, checkout and the subscriber's billing pages on Stripe and
 * PayPal, and the webhooks that keep subscriptions in step. Optional: with
 * `billing.enable` off its pages and menu entries are gone and its API
 * answers 404 (the admin's plans screens stay, to prepare plans first).
 */
export default definePlugin({
  id: 'billing',
  name: 'Billing',
  description: 'Plans, pricing, checkout and subscriptions on Stripe and PayPal.',
  permissions: BILLING_PERMISSIONS,
  settings: BILLING_SETTINGS,
  services: () => import('./server/module_services.js'),
  routes: billingRoutes,
  listeners: {
    'user:deleting': [() => import('./server/listeners/cancel_deleted_account_paypal_subscriptions.js')],
    'user:deleted': [() => import('./server/listeners/cancel_deleted_account_subscriptions.js')],
  },
  jobs: [
    () => import('./server/jobs/process_webhook_event_job.js'),
    () => import('./server/jobs/expire_grace_periods_job.js'),
    () => import('./server/jobs/reconcile_subscriptions_job.js'),
    () => import('./server/jobs/end_paypal_cancellations_job.js'),
  ],
  schedules: [
    { job: 'billing.expire_grace_periods', every: '10m' },
    { job: 'billing.reconcile_subscriptions', every: '6h' },
    { job: 'billing.end_paypal_cancellations', every: '10m' },
  ],
  menus: [
    { id: 'billing.upgrade', position: 'auth-dropdown', label: 'Upgrade', action: '/pricing', icon: 'credit-card', settings: { [BILLING_ENABLE]: true }, subscriptionStatus: 'unsubscribed', order: 80 },
    { id: 'billing.billing', position: 'auth-dropdown', label: 'Billing', action: '/billing', icon: 'credit-card', settings: { [BILLING_ENABLE]: true }, subscriptionStatus: 'subscribed', order: 80 },
  ],
  notifications: BILLING_NOTIFICATION_TYPES,
  lang: 'lang',
  // With billing off its pages answer 404 with the not-found page, drawn by the server too.
  seo: [
    {
      name: 'billing',
      label: 'Pricing and billing',
      paths: ['/pricing', '/checkout/:productId/:priceId', '/checkout/:productId/:priceId/stripe/done', '/checkout/:productId/:priceId/paypal/done', '/billing', '/billing/change-payment-method', '/billing/change-payment-method/done', '/billing/change-plan', '/billing/change-plan/:productId/:priceId/confirm', '/billing/cancel', '/billing/renew'],
      resolve: ({ host, path }) => (host.settings.get(BILLING_ENABLE, false) ? (path === '/pricing' ? { title: 'Pricing' } : null) : 'not-found'),
    },
  ],
  web: 'web/index.ts',
  admin: [
    { path: 'plans', label: 'Plans', permission: PLANS_UPDATE, icon: 'credit-card', section: 'people', order: 30 },
    { path: 'subscriptions', label: 'Subscriptions', permission: SUBSCRIPTIONS_UPDATE, icon: 'credit-card', section: 'people', order: 31 },
  ],
})

import type { PluginRouter } from '#core/kernel/contract'
import { can, signedIn } from '#core/kernel/http/guards'
import { bulkIdsValidator } from '#core/kernel/lists/bulk_ids_validator'
import { PLANS_UPDATE, SUBSCRIPTIONS_UPDATE } from '../permissions.js'
import { PLANS_LIST } from './plans/plans_list.js'
import { SUBSCRIPTIONS_LIST } from './subscriptions_admin/subscriptions_list.js'
import { planValidator } from './validators/plan_validator.js'
import { cancelValidator, checkoutSessionValidator, extendValidator, paypalSubscriptionValidator, planChoiceValidator } from './validators/billing_validators.js'

const BillingController = () => import('./controllers/billing_controller.js')
const PlansAdminController = () => import('./controllers/plans_admin_controller.js')
const StripeWebhookController = () => import('./controllers/stripe_webhook_controller.js')
const PayPalWebhookController = () => import('./controllers/paypal_webhook_controller.js')
const SubscriptionsAdminController = () => import('./controllers/subscriptions_admin_controller.js')

/** A row id in a path (plans, subscriptions). */
const ROW_ID = /^[1-9]\d{0,9}$/

/** Billing's API (core module: under /api/v1). */
export function billingRoutes(router: PluginRouter) {
  router.get('/billing/products', [BillingController, 'products']).as('products.index').docs({ summary: 'The plans of the pricing page (spec section 7)' })

  router.group(() => {
    router.post('/billing/checkout', [BillingController, 'checkout']).as('checkout.store').docs({ summary: "Start Stripe Checkout for a plan's price", body: planChoiceValidator })
    router.post('/billing/checkout/stripe/complete', [BillingController, 'completeCheckout']).as('checkout.complete').docs({ summary: 'Back from Stripe Checkout: store the paid subscription', body: checkoutSessionValidator })
    router.post('/billing/checkout/paypal', [BillingController, 'paypalCheckout']).as('checkout.paypal').docs({ summary: "Start a PayPal subscription for a plan's price: PayPal's page to approve it", body: planChoiceValidator })
    router.post('/billing/checkout/paypal/complete', [BillingController, 'completePayPalCheckout']).as('checkout.paypal.complete').docs({ summary: 'Back from PayPal: store the approved subscription', body: paypalSubscriptionValidator })
    router.get('/billing/subscription', [BillingController, 'summary']).as('subscription.show').docs({ summary: 'The billing page: plan, status, next payment, payment method, invoices' })
    router.post('/billing/subscription/cancel', [BillingController, 'cancel']).as('subscription.cancel').docs({ summary: 'Cancel at the end of the period, saying why', body: cancelValidator })
    router.post('/billing/subscription/resume', [BillingController, 'resume']).as('subscription.resume').docs({ summary: 'Renew: undo a cancellation before the period ends' })
    router.post('/billing/change-plan/preview', [BillingController, 'previewPlanChange']).as('change_plan.preview').docs({ summary: 'What a plan change costs now (proration)', body: planChoiceValidator })
    router.post('/billing/change-plan', [BillingController, 'changePlan']).as('change_plan.store').docs({ summary: "Change plan, prorated (PayPal: its page where the subscriber approves the new price)", body: planChoiceValidator })
    router.post('/billing/payment-method', [BillingController, 'paymentMethod']).as('payment_method.store').docs({ summary: "Stripe's page for changing the card" })
  }).use(signedIn())

  // Signed by Stripe (checked on the raw body), not by a session: no guard, no CSRF token (config/shield.ts).
  router.post('/billing/webhooks/stripe', [StripeWebhookController, 'handle']).as('webhooks.stripe').docs({ summary: "Stripe's events" })
  // Verified by PayPal's verify-webhook-signature call on the raw body.
  router.post('/billing/webhooks/paypal', [PayPalWebhookController, 'handle']).as('webhooks.paypal').docs({ summary: "PayPal's events" })

  router.group(() => {
    router.get('/billing/plans', [PlansAdminController, 'index']).as('plans.index').docs({ summary: 'Plans, for the admin', query: PLANS_LIST.validator })
    router.get('/billing/plans/roles', [PlansAdminController, 'roles']).as('plans.roles').docs({ summary: 'Roles a plan may grant' })
    router.post('/billing/plans', [PlansAdminController, 'store']).as('plans.store').docs({ summary: 'Create a plan (and on Stripe)', body: planValidator })
    router.get('/billing/plans/:id/edit', [PlansAdminController, 'edit']).where('id', ROW_ID).as('plans.edit').docs({ summary: 'A plan as its editor loads it' })
    router.put('/billing/plans/:id', [PlansAdminController, 'update']).where('id', ROW_ID).as('plans.update').docs({ summary: 'Save a plan (and on Stripe)', body: planValidator })
    router.post('/billing/plans/delete', [PlansAdminController, 'destroy']).as('plans.destroy').docs({ summary: 'Delete plans without subscribers', body: bulkIdsValidator })
  }).use(can(PLANS_UPDATE))

  router.group(() => {
    router.get('/billing/subscriptions', [SubscriptionsAdminController, 'index']).as('subscriptions.index').docs({ summary: 'Subscriptions, for the admin', query: SUBSCRIPTIONS_LIST.validator })
    router.post('/billing/subscriptions/cancel', [SubscriptionsAdminController, 'cancel']).as('subscriptions.cancel').docs({ summary: 'Cancel subscriptions at the end of their period', body: bulkIdsValidator })
    router.post('/billing/subscriptions/:id/change-plan', [SubscriptionsAdminController, 'changePlan']).where('id', ROW_ID).as('subscriptions.change_plan').docs({ summary: "Move a subscription to another plan's price from its next payment", body: planChoiceValidator })
    router.post('/billing/subscriptions/:id/extend', [SubscriptionsAdminController, 'extend']).where('id', ROW_ID).as('subscriptions.extend').docs({ summary: 'Move the next payment later, free', body: extendValidator })
  }).use(can(SUBSCRIPTIONS_UPDATE))
}

import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'

/** Billing's web part: pricing, checkout and its done path, billing and its children (spec section 2), and the admin's plans. */
export default defineWebPlugin({
  id: 'billing',
  routes: [
    { path: '/pricing', lazy: () => import('./features/pricing/routes/pricing_page.js') },
    { path: '/checkout/:productId/:priceId', lazy: () => import('./features/checkout/routes/checkout_page.js') },
    { path: '/checkout/:productId/:priceId/stripe/done', auth: true, lazy: () => import('./features/checkout/routes/checkout_done_page.js') },
    { path: '/checkout/:productId/:priceId/paypal/done', auth: true, lazy: () => import('./features/checkout/routes/checkout_done_page.js') },
    { path: '/billing', auth: true, lazy: () => import('./features/billing/routes/billing_page.js') },
    { path: '/billing/change-payment-method', auth: true, lazy: () => import('./features/billing/routes/change_payment_method_page.js') },
    { path: '/billing/change-payment-method/done', auth: true, lazy: () => import('./features/billing/routes/change_payment_method_done_page.js') },
    { path: '/billing/change-plan', auth: true, lazy: () => import('./features/billing/routes/change_plan_page.js') },
    { path: '/billing/change-plan/:productId/:priceId/confirm', auth: true, lazy: () => import('./features/billing/routes/change_plan_confirm_page.js') },
    { path: '/billing/cancel', auth: true, lazy: () => import('./features/billing/routes/cancel_page.js') },
    { path: '/billing/renew', auth: true, lazy: () => import('./features/billing/routes/renew_page.js') },
  ],
  adminScreens: {
    plans: () => import('./features/plans_admin/plans_screen.js'),
    subscriptions: () => import('./features/subscriptions_admin/subscriptions_screen.js'),
  },
})

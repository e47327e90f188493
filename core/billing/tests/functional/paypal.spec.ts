import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'
import { grantPermissions } from '#tests/helpers/permissions'
import type { ApiClient } from '@japa/api-client'
import type User from '#core/accounts/server/models/user'
import { endPayPalCancellations } from '../../server/jobs/end_paypal_cancellations_job.js'
import { reconcileSubscriptions } from '../../server/jobs/reconcile_subscriptions_job.js'
import { sqlTime } from '../../server/plans/plan_rows.js'
import { clearBilling, planRole, proPlan, startPayPalBilling } from '../billing_fixtures.js'
import { saveSettings } from '#tests/helpers/site_settings'

type Billing = Awaited<ReturnType<typeof startPayPalBilling>>

const DAY_MS = 86_400_000

async function planAdmin() {
  const admin = await UserFactory.create()
  await grantPermissions(admin.id, ['admin.access', 'plans.update'])
  return admin
}

/** The Pro plan (monthly 10 USD, yearly 96 USD) granting the plan role, made through the admin API. */
async function proPlanOnSale(client: ApiClient) {
  const roleId = await planRole()
  const response = await client.post('/api/v1/billing/plans').json(proPlan(roleId)).withCsrfToken().loginAs(await planAdmin())
  if (response.status() !== 201) throw new Error(`plan answered ${response.status()}: ${response.text()}`)
  const plan = response.body().plan
  return { plan, roleId, monthly: plan.prices[0], yearly: plan.prices[1] }
}

/** Checkout through PayPal as `user` and agree on the local PayPal's page; returns where PayPal sent the browser back. */
async function subscribe(client: ApiClient, billing: Billing, user: User, productId: number, priceId: number) {
  const checkout = await client.post('/api/v1/billing/checkout/paypal').json({ product_id: productId, price_id: priceId }).withCsrfToken().loginAs(user)
  if (checkout.status() !== 200) throw new Error(`checkout answered ${checkout.status()}: ${checkout.text()}`)
  const agreed = await fetch(checkout.body().url, { method: 'POST', body: new URLSearchParams({ choice: 'agree' }), redirect: 'manual' })
  await billing.paypal.settled()
  return new URL(agreed.headers.get('location')!)
}

const subscriptionOf = (userId: number) => db.from('billing_subscriptions').where('user_id', userId).firstOrFail()
const holdsRole = async (userId: number, roleId: number) => Boolean(await db.from('user_roles').where({ user_id: userId, role_id: roleId }).first())

/** Issue 18, PayPal: plans kept in step, checkout and its done path, webhooks verified by PayPal, the billing calls. */
test.group('Billing on PayPal', (group) => {
  let billing: Billing

  group.each.setup(async () => {
    await clearBilling()
    billing = await startPayPalBilling()
    return () => billing.stop()
  })

  test('plans are kept in step on PayPal: a catalog product and a billing plan per price; a changed price is a new plan, the old one deactivated', async ({ assert, client }) => {
    const { plan } = await proPlanOnSale(client)
    const product = await db.from('billing_products').where('id', plan.id).firstOrFail()
    assert.match(product.paypal_id, /^PROD-/)
    assert.containsSubset(billing.paypal.products.get(product.paypal_id), { name: 'Pro', description: 'For people who upload.', type: 'SERVICE' })
    const prices = await db.from('billing_prices').where('product_id', plan.id).orderBy('id')
    const onPayPal = prices.map((price) => billing.paypal.plans.get(price.paypal_id)!)
    assert.deepEqual(
      onPayPal.map((paypalPlan) => [paypalPlan.product_id, paypalPlan.status, paypalPlan.billing_cycles[0].frequency, paypalPlan.billing_cycles[0].pricing_scheme.fixed_price]),
      [
        [product.paypal_id, 'ACTIVE', { interval_unit: 'MONTH', interval_count: 1 }, { value: '10.00', currency_code: 'USD' }],
        [product.paypal_id, 'ACTIVE', { interval_unit: 'YEAR', interval_count: 1 }, { value: '96.00', currency_code: 'USD' }],
      ]
    )

    const changed = proPlan(plan.role_id, { description: 'Now with more.', prices: [{ id: prices[0].id, amount: 12, currency: 'USD', interval: 'month', interval_count: 1 }, { id: prices[1].id, amount: 96, currency: 'USD', interval: 'year', interval_count: 1 }] })
    const saved = await client.put(`/api/v1/billing/plans/${plan.id}`).json(changed).withCsrfToken().loginAs(await planAdmin())
    saved.assertStatus(200)
    assert.equal(billing.paypal.plans.get(prices[0].paypal_id)!.status, 'INACTIVE')
    assert.equal(billing.paypal.plans.get(prices[1].paypal_id)!.status, 'ACTIVE')
    const fresh = await db.from('billing_prices').where({ product_id: plan.id, archived: false, amount_minor: 1200 }).firstOrFail()
    assert.equal(billing.paypal.plans.get(fresh.paypal_id)!.billing_cycles[0].pricing_scheme.fixed_price.value, '12.00')
    assert.equal(billing.paypal.products.get(product.paypal_id)!.description, 'Now with more.')
  })

  test('PayPal refusing the credentials saves no plan and says why (502)', async ({ assert, client }) => {
    const restore = await saveSettings({ 'billing.paypal_secret': 'wrong-secret' })
    try {
      const refused = await client.post('/api/v1/billing/plans').json(proPlan(null)).withCsrfToken().loginAs(await planAdmin())
      refused.assertStatus(502)
      assert.match(refused.body().message, /^PayPal refused the plan: Client Authentication failed/)
      assert.isNull(await db.from('billing_products').first())
    } finally {
      await restore()
    }
  })

  test('a person subscribes on PayPal: approved on its page, back through the done path, the webhooks store it and the plan role is given', async ({ assert, client }) => {
    const { plan, roleId, yearly } = await proPlanOnSale(client)
    const user = await UserFactory.create()
    const back = await subscribe(client, billing, user, plan.id, yearly.id)
    assert.equal(back.origin, new URL(process.env.APP_URL!).origin)
    assert.equal(back.pathname, `/checkout/${plan.id}/${yearly.id}/paypal/done`)
    const subscriptionId = back.searchParams.get('subscription_id')!
    assert.match(subscriptionId, /^I-/)

    // What the app asked PayPal: its plan, the account as custom_id, the way back.
    const created = billing.paypal.requests.find((request) => request.path === '/v1/billing/subscriptions')!
    const price = await db.from('billing_prices').where('id', yearly.id).firstOrFail()
    assert.containsSubset(created.body, { plan_id: price.paypal_id, custom_id: String(user.id), subscriber: { email_address: user.email } })
    assert.notProperty(created.body, 'start_time')

    const events = await db.from('billing_webhook_events').where('gateway', 'paypal').orderBy('id')
    // CREATED is sent in the background when the subscription is made: it may arrive after ACTIVATED, as PayPal's may.
    assert.sameMembers(events.map((event) => event.type), ['BILLING.SUBSCRIPTION.CREATED', 'BILLING.SUBSCRIPTION.ACTIVATED', 'PAYMENT.SALE.COMPLETED'])
    assert.isTrue(events.every((event) => event.processed_at !== null))
    assert.isTrue(billing.paypal.deliveries.every((delivery) => delivery.status === 200))
    // Every delivery was checked through PayPal's verify call, with the webhook id from the settings.
    const verifications = billing.paypal.requests.filter((request) => request.path === '/v1/notifications/verify-webhook-signature')
    assert.lengthOf(verifications, 3)
    assert.isTrue(verifications.every((request) => request.body.webhook_id === 'WH-cadenza'))

    const stored = await subscriptionOf(user.id)
    assert.containsSubset(stored, { gateway: 'paypal', gateway_id: subscriptionId, product_id: plan.id, price_id: yearly.id, status: 'active', granted_role_id: roleId })
    assert.isTrue(await holdsRole(user.id, roleId))

    // The done path stores nothing new and answers the summary, with PayPal's payer and payment.
    const done = await client.post('/api/v1/billing/checkout/paypal/complete').json({ subscription_id: subscriptionId }).withCsrfToken().loginAs(user)
    done.assertStatus(200)
    assert.containsSubset(done.body(), { subscription: { status: 'active', valid: true, product: { name: 'Pro' } }, payment_method: { brand: 'paypal', email: user.email } })
    assert.containsSubset(done.body().invoices, [{ status: 'paid', amount: 96, currency: 'USD' }])
    assert.deepEqual(done.body().user.subscriptions, [{ id: stored.id, valid: true, active: true }])
    assert.lengthOf(await db.from('billing_subscriptions').where('user_id', user.id), 1)
  })

  test('the done path stores an approved subscription before any webhook; refuses another person’s, an unapproved one and a malformed id', async ({ assert, client }) => {
    const { plan, monthly } = await proPlanOnSale(client)
    billing.paypal.webhookUrl = null // PayPal's events are late
    const user = await UserFactory.create()
    const back = await subscribe(client, billing, user, plan.id, monthly.id)
    const subscriptionId = back.searchParams.get('subscription_id')!

    const stranger = await UserFactory.create()
    const foreign = await client.post('/api/v1/billing/checkout/paypal/complete').json({ subscription_id: subscriptionId }).withCsrfToken().loginAs(stranger)
    foreign.assertStatus(404)
    assert.equal(foreign.body().message, 'This checkout was not found.')
    ;(await client.post('/api/v1/billing/checkout/paypal/complete').json({ subscription_id: 'I-NOPE000000' }).withCsrfToken().loginAs(user)).assertStatus(404)
    ;(await client.post('/api/v1/billing/checkout/paypal/complete').json({ subscription_id: '../admin' }).withCsrfToken().loginAs(user)).assertStatus(422)
    ;(await client.post('/api/v1/billing/checkout/paypal/complete').json({ subscription_id: subscriptionId }).withCsrfToken()).assertStatus(401)

    const pending = await client.post('/api/v1/billing/checkout/paypal').json({ product_id: plan.id, price_id: monthly.id }).withCsrfToken().loginAs(stranger)
    const pendingId = [...billing.paypal.subscriptions.values()].find((subscription) => subscription.custom_id === String(stranger.id))!.id
    assert.match(pending.body().url, /\/webapps\/billing\/subscriptions\?ba_token=BA-/)
    const unapproved = await client.post('/api/v1/billing/checkout/paypal/complete').json({ subscription_id: pendingId }).withCsrfToken().loginAs(stranger)
    unapproved.assertStatus(409)

    ;(await client.post('/api/v1/billing/checkout/paypal/complete').json({ subscription_id: subscriptionId }).withCsrfToken().loginAs(user)).assertStatus(200)
    assert.containsSubset(await subscriptionOf(user.id), { status: 'active', price_id: monthly.id })

    // Late webhooks change nothing and make no second row.
    billing.paypal.webhookUrl = `${process.env.APP_URL}/api/v1/billing/webhooks/paypal`
    for (const event of billing.paypal.events) await billing.paypal.deliver(event)
    assert.lengthOf(await db.from('billing_subscriptions').where('user_id', user.id), 1)
    assert.containsSubset(await subscriptionOf(user.id), { status: 'active', price_id: monthly.id })
  })

  test('PayPal checkout refuses the subscribed (409), archived prices (404), and everyone while PayPal is off (404)', async ({ assert, client }) => {
    const { plan, monthly, yearly } = await proPlanOnSale(client)
    const user = await UserFactory.create()
    await subscribe(client, billing, user, plan.id, monthly.id)
    const again = await client.post('/api/v1/billing/checkout/paypal').json({ product_id: plan.id, price_id: yearly.id }).withCsrfToken().loginAs(user)
    again.assertStatus(409)
    assert.equal(again.body().redirect, '/billing')

    const other = await UserFactory.create()
    await db.from('billing_prices').where('id', yearly.id).update({ archived: true })
    ;(await client.post('/api/v1/billing/checkout/paypal').json({ product_id: plan.id, price_id: yearly.id }).withCsrfToken().loginAs(other)).assertStatus(404)
    ;(await client.post('/api/v1/billing/checkout/paypal').json({ product_id: plan.id, price_id: monthly.id }).withCsrfToken()).assertStatus(401)

    const restore = await saveSettings({ 'billing.paypal_enable': false })
    try {
      const off = await client.post('/api/v1/billing/checkout/paypal').json({ product_id: plan.id, price_id: monthly.id }).withCsrfToken().loginAs(other)
      off.assertStatus(404)
      assert.equal(off.body().message, 'PayPal payments are not offered.')
    } finally {
      await restore()
    }
  })

  test('switched off, PayPal takes no new subscriber, but the ones it holds still see, cancel and renew theirs there, its webhooks and jobs go on', async ({ assert, client }) => {
    const { plan, roleId, monthly } = await proPlanOnSale(client)
    const user = await UserFactory.create()
    await subscribe(client, billing, user, plan.id, monthly.id)
    const row = await subscriptionOf(user.id)
    const onPayPal = billing.paypal.subscriptions.get(row.gateway_id)!
    const restore = await saveSettings({ 'billing.paypal_enable': false })
    try {
      const products = await client.get('/api/v1/billing/products')
      assert.deepEqual(products.body().gateways, [])
      const newcomer = await client.post('/api/v1/billing/checkout/paypal').json({ product_id: plan.id, price_id: monthly.id }).withCsrfToken().loginAs(await UserFactory.create())
      newcomer.assertStatus(404)

      // The billing page reads the subscription, payer and payments from PayPal still.
      const summary = await client.get('/api/v1/billing/subscription').loginAs(user)
      summary.assertStatus(200)
      assert.containsSubset(summary.body(), { subscription: { status: 'active', cancel_at_period_end: false }, payment_method: { brand: 'paypal', email: user.email } })
      assert.isNotNull(summary.body().subscription.current_period_end)
      assert.containsSubset(summary.body().invoices, [{ status: 'paid', amount: 10 }])

      const cancelled = await client.post('/api/v1/billing/subscription/cancel').json({ reason: 'Moving on' }).withCsrfToken().loginAs(user)
      cancelled.assertStatus(200)
      assert.containsSubset(cancelled.body().subscription, { status: 'active', cancel_at_period_end: true })
      assert.equal(onPayPal.status, 'SUSPENDED')
      const renewed = await client.post('/api/v1/billing/subscription/resume').withCsrfToken().loginAs(user)
      renewed.assertStatus(200)
      assert.containsSubset(renewed.body().subscription, { cancel_at_period_end: false })
      assert.equal(onPayPal.status, 'ACTIVE')

      // PayPal's news of it still arrives: a failed renewal is stored through the webhook (the plan stays for the grace period).
      billing.paypal.advanceClock(60_000)
      await billing.paypal.renew(row.gateway_id, 'failed')
      await billing.paypal.settled()
      assert.isTrue(billing.paypal.deliveries.every((delivery) => delivery.status === 200))
      assert.equal((await subscriptionOf(user.id)).status, 'past_due')
      assert.isTrue(await holdsRole(user.id, roleId))

      // And the scheduled reconcile still reads it.
      billing.paypal.webhookUrl = null
      billing.paypal.advanceClock(60_000)
      onPayPal.status = 'CANCELLED'
      onPayPal.status_update_time = new Date(billing.paypal.now).toISOString()
      assert.equal(await reconcileSubscriptions(), 1)
      assert.containsSubset(await subscriptionOf(user.id), { status: 'canceled' })
    } finally {
      await restore()
    }
  })

  test('webhooks: unsigned or tampered deliveries are refused (400) and kept nowhere; a redelivery is processed once; an older event never undoes a newer one', async ({ assert, client }) => {
    const { plan, monthly } = await proPlanOnSale(client)
    const user = await UserFactory.create()
    await subscribe(client, billing, user, plan.id, monthly.id)
    const kept = (await db.from('billing_webhook_events').count('* as total').first()).total
    const activated = billing.paypal.events.find((event) => event.event_type === 'BILLING.SUBSCRIPTION.ACTIVATED')!

    ;(await client.post('/api/v1/billing/webhooks/paypal').json(activated)).assertStatus(400)
    assert.equal(await billing.paypal.deliver(activated, { tamper: true }), 400)
    assert.equal((await db.from('billing_webhook_events').count('* as total').first()).total, kept)

    assert.equal(await billing.paypal.deliver(activated), 200)
    assert.equal((await db.from('billing_webhook_events').count('* as total').first()).total, kept)

    // The subscription is cancelled for good on PayPal; the older ACTIVATED event delivered after it changes nothing.
    billing.paypal.advanceClock(60_000)
    const subscription = await subscriptionOf(user.id)
    const paypalSubscription = billing.paypal.subscriptions.get(subscription.gateway_id)!
    paypalSubscription.status = 'CANCELLED'
    paypalSubscription.status_update_time = new Date(billing.paypal.now).toISOString()
    await billing.paypal.emit('BILLING.SUBSCRIPTION.CANCELLED', paypalSubscription)
    assert.containsSubset(await subscriptionOf(user.id), { status: 'canceled' })
    const replay = structuredClone(activated)
    replay.id = 'WH-REPLAYED-OLDER'
    assert.equal(await billing.paypal.deliver(replay), 200)
    assert.containsSubset(await subscriptionOf(user.id), { status: 'canceled', granted_role_id: null })
  })

  test('cancel at period end suspends on PayPal and keeps the plan; renew activates it; at the period end it is cancelled for good', async ({ assert, client }) => {
    const { plan, roleId, monthly } = await proPlanOnSale(client)
    const user = await UserFactory.create()
    await subscribe(client, billing, user, plan.id, monthly.id)
    const cancelled = await client.post('/api/v1/billing/subscription/cancel').json({ reason: 'Too expensive' }).withCsrfToken().loginAs(user)
    cancelled.assertStatus(200)
    assert.containsSubset(cancelled.body().subscription, { status: 'active', valid: true, cancel_at_period_end: true })
    const row = await subscriptionOf(user.id)
    const onPayPal = billing.paypal.subscriptions.get(row.gateway_id)!
    assert.equal(onPayPal.status, 'SUSPENDED')
    assert.equal(onPayPal.status_change_note, 'Cancelled at period end: Too expensive')
    assert.equal(row.cancel_reason, 'Too expensive')
    await billing.paypal.settled()
    assert.isTrue(await holdsRole(user.id, roleId))

    const renewed = await client.post('/api/v1/billing/subscription/resume').withCsrfToken().loginAs(user)
    renewed.assertStatus(200)
    assert.containsSubset(renewed.body().subscription, { status: 'active', cancel_at_period_end: false })
    assert.equal(onPayPal.status, 'ACTIVE')

    ;(await client.post('/api/v1/billing/subscription/cancel').json({ reason: 'Leaving' }).withCsrfToken().loginAs(user)).assertStatus(200)
    await billing.paypal.settled()
    assert.equal(await endPayPalCancellations(), 0) // the period is not over yet
    await db.from('billing_subscriptions').where('id', row.id).update({ current_period_end: sqlTime(DateTime.utc().minus({ minutes: 1 })) })
    assert.equal(await endPayPalCancellations(), 1)
    await billing.paypal.settled()
    assert.equal(onPayPal.status, 'CANCELLED')
    assert.containsSubset(await subscriptionOf(user.id), { status: 'canceled', granted_role_id: null })
    assert.isFalse(await holdsRole(user.id, roleId))
  })

  test('failed renewals turn past_due (the plan stays for the grace period), then PayPal suspends: unpaid, the role goes; a paid renewal is a renewal', async ({ assert, client }) => {
    const { plan, roleId, monthly } = await proPlanOnSale(client)
    const user = await UserFactory.create()
    await subscribe(client, billing, user, plan.id, monthly.id)
    const row = await subscriptionOf(user.id)

    billing.paypal.advanceClock(30 * DAY_MS)
    await billing.paypal.renew(row.gateway_id, 'paid')
    assert.containsSubset(await subscriptionOf(user.id), { status: 'active' })
    const notified = async () => (await db.from('notifications').where('user_id', user.id).orderBy('created_at')).map((notification) => notification.type)
    assert.deepEqual(await notified(), ['billing.renewed'], 'the first payment is the purchase, the second a renewal')

    billing.paypal.advanceClock(30 * DAY_MS)
    await billing.paypal.renew(row.gateway_id, 'failed')
    const pastDue = await subscriptionOf(user.id)
    assert.equal(pastDue.status, 'past_due')
    assert.isNotNull(pastDue.past_due_since)
    assert.isTrue(await holdsRole(user.id, roleId))
    assert.deepEqual(await notified(), ['billing.renewed', 'billing.payment_failed'])
    const failedNotice = await db.from('notifications').where({ user_id: user.id, type: 'billing.payment_failed' }).firstOrFail()
    assert.containsSubset(JSON.parse(failedNotice.data), { mainAction: { action: '/billing/change-payment-method' } })

    billing.paypal.advanceClock(DAY_MS)
    await billing.paypal.renew(row.gateway_id, 'failed')
    billing.paypal.advanceClock(DAY_MS)
    await billing.paypal.renew(row.gateway_id, 'failed')
    assert.equal(billing.paypal.subscriptions.get(row.gateway_id)!.status, 'SUSPENDED')
    assert.containsSubset(await subscriptionOf(user.id), { status: 'unpaid', granted_role_id: null })
    assert.isFalse(await holdsRole(user.id, roleId))
  })

  test('changing plan: no proration on PayPal, the subscriber approves the new price on PayPal, and the webhook switches price', async ({ assert, client }) => {
    const { plan, monthly, yearly } = await proPlanOnSale(client)
    const user = await UserFactory.create()
    await subscribe(client, billing, user, plan.id, monthly.id)

    const preview = await client.post('/api/v1/billing/change-plan/preview').json({ product_id: plan.id, price_id: yearly.id }).withCsrfToken().loginAs(user)
    preview.assertStatus(200)
    assert.containsSubset(preview.body(), { amount_due: 0, currency: 'USD', from_next_payment: true })
    assert.isString(preview.body().next_payment_at)

    const change = await client.post('/api/v1/billing/change-plan').json({ product_id: plan.id, price_id: yearly.id }).withCsrfToken().loginAs(user)
    change.assertStatus(200)
    assert.match(change.body().url, /\/webapps\/billing\/subscriptions\/update\?ba_token=BA-/)
    assert.containsSubset(await subscriptionOf(user.id), { price_id: monthly.id })

    const agreed = await fetch(change.body().url, { method: 'POST', body: new URLSearchParams({ choice: 'agree' }), redirect: 'manual' })
    assert.equal(new URL(agreed.headers.get('location')!).pathname, '/billing')
    assert.containsSubset(await subscriptionOf(user.id), { price_id: yearly.id, status: 'active' })
  })

  test('the scheduled reconcile reads PayPal subscriptions and fixes what lost webhooks left behind', async ({ assert, client }) => {
    const { plan, monthly } = await proPlanOnSale(client)
    const user = await UserFactory.create()
    await subscribe(client, billing, user, plan.id, monthly.id)
    const row = await subscriptionOf(user.id)
    billing.paypal.webhookUrl = null
    billing.paypal.advanceClock(60_000)
    const onPayPal = billing.paypal.subscriptions.get(row.gateway_id)!
    onPayPal.status = 'CANCELLED'
    onPayPal.status_update_time = new Date(billing.paypal.now).toISOString()
    assert.equal(await reconcileSubscriptions(), 1)
    assert.containsSubset(await subscriptionOf(user.id), { status: 'canceled' })
  })

  test('an admin cannot move a PayPal subscriber to another price or move their payment date (422, PayPal asks the subscriber); the list links PayPal', async ({ assert, client }) => {
    const { plan, monthly, yearly } = await proPlanOnSale(client)
    const user = await UserFactory.create()
    await subscribe(client, billing, user, plan.id, monthly.id)
    const row = await subscriptionOf(user.id)
    const admin = await UserFactory.create()
    await grantPermissions(admin.id, ['admin.access', 'subscriptions.update'])

    const change = await client.post(`/api/v1/billing/subscriptions/${row.id}/change-plan`).json({ product_id: plan.id, price_id: yearly.id }).withCsrfToken().loginAs(admin)
    change.assertStatus(422)
    assert.equal(change.body().message, 'PayPal asks the subscriber to approve a new plan: they can change it from their billing page.')
    ;(await client.post(`/api/v1/billing/subscriptions/${row.id}/extend`).json({ days: 30 }).withCsrfToken().loginAs(admin)).assertStatus(422)
    assert.notExists(await db.from('audit_entries').where('action', 'like', 'subscription.%').first())

    const list = await client.get('/api/v1/billing/subscriptions').loginAs(admin)
    assert.equal(list.body().data[0].dashboard_url, `https://www.paypal.com/billing/subscriptions/${row.gateway_id}`)
  })

  test('deleting an account cancels its PayPal subscription at once, so PayPal does not charge again', async ({ assert, client }) => {
    const { plan, monthly } = await proPlanOnSale(client)
    const user = await UserFactory.create()
    await subscribe(client, billing, user, plan.id, monthly.id)
    const onPayPal = billing.paypal.subscriptions.get((await subscriptionOf(user.id)).gateway_id)!
    assert.equal(onPayPal.status, 'ACTIVE')

    const session = await signIn(user)
    await session.post('/auth/user/confirm-password').json({ password: FACTORY_PASSWORD })
    assert.equal((await session.delete(`/api/v1/users/${user.id}?deleteCurrentUser=true`)).status(), 200)
    // Cancelled once the deletion is committed, after the answer: asked until PayPal says so.
    const deadline = Date.now() + 10_000
    while (onPayPal.status !== 'CANCELLED' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    assert.equal(onPayPal.status, 'CANCELLED')
    assert.equal(onPayPal.status_change_note, 'The account was deleted')
    assert.lengthOf(await db.from('billing_subscriptions').where('user_id', user.id), 0)
  })
})

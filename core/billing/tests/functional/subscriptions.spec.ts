import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { FACTORY_PASSWORD, UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'
import { grantPermissions } from '#tests/helpers/permissions'
import { bootstrapFrom } from '#tests/helpers/shell'
import { dropReads } from '#core/kernel/cache/read_cache'
import type { ApiClient } from '@japa/api-client'
import type User from '#core/accounts/server/models/user'
import { expireGracePeriods } from '../../server/jobs/expire_grace_periods_job.js'
import { reconcileSubscriptions } from '../../server/jobs/reconcile_subscriptions_job.js'
import { clearBilling, PLAN_PERMISSION, planRole, proPlan, startBilling } from '../billing_fixtures.js'
import { saveSettings } from '#tests/helpers/site_settings'

type Billing = Awaited<ReturnType<typeof startBilling>>

/** The Pro plan (monthly 10 USD, yearly 96 USD) granting the plan role, made through the admin API. */
async function proPlanOnSale(client: ApiClient, overrides: Record<string, unknown> = {}) {
  const admin = await UserFactory.create()
  await grantPermissions(admin.id, ['admin.access', 'plans.update'])
  const roleId = await planRole()
  const response = await client.post('/api/v1/billing/plans').json(proPlan(roleId, overrides)).withCsrfToken().loginAs(admin)
  const plan = response.body().plan
  return { plan, roleId, monthly: plan.prices[0], yearly: plan.prices[1] }
}

/** Checkout as `user`, then pay on the local Stripe's hosted page; returns where Stripe sent the browser back. */
async function subscribe(client: ApiClient, billing: Billing, user: User, productId: number, priceId: number) {
  const checkout = await client.post('/api/v1/billing/checkout').json({ product_id: productId, price_id: priceId }).withCsrfToken().loginAs(user)
  if (checkout.status() !== 200) throw new Error(`checkout answered ${checkout.status()}: ${checkout.text()}`)
  const paid = await fetch(checkout.body().url, { method: 'POST', redirect: 'manual' })
  await billing.stripe.settled()
  return new URL(paid.headers.get('location')!)
}

async function bootstrapUser(client: ApiClient, user: User) {
  await dropReads()
  return bootstrapFrom((await client.get('/').loginAs(user)).text()).user!
}

const subscriptionOf = (userId: number) => db.from('billing_subscriptions').where('user_id', userId).firstOrFail()
const holdsRole = async (userId: number, roleId: number) => Boolean(await db.from('user_roles').where({ user_id: userId, role_id: roleId }).first())

/** Issue 18: checkout on Stripe, its done path, webhooks, and what a subscription grants while it is valid. */
test.group('Billing: checkout and subscriptions', (group) => {
  let billing: Billing

  group.each.setup(async () => {
    await clearBilling()
    billing = await startBilling()
    return () => billing.stop()
  })

  test('a person pays on Stripe: the webhooks store the subscription and the plan role gives its permission', async ({ assert, client }) => {
    const { plan, roleId, yearly } = await proPlanOnSale(client)
    const user = await UserFactory.create()
    const before = await bootstrapUser(client, user)
    assert.deepEqual(before.subscriptions, [])
    assert.notInclude(before.permissions.map((permission) => permission.name), PLAN_PERMISSION)

    const back = await subscribe(client, billing, user, plan.id, yearly.id)
    assert.equal(back.origin, new URL(process.env.APP_URL!).origin)
    assert.equal(back.pathname, `/checkout/${plan.id}/${yearly.id}/stripe/done`)
    assert.match(back.searchParams.get('session_id')!, /^cs_test_/)

    // Stripe sent checkout.session.completed, customer.subscription.created and invoice.paid: each kept once and processed.
    const events = await db.from('billing_webhook_events').orderBy('id')
    assert.deepEqual(events.map((event) => event.type), ['checkout.session.completed', 'customer.subscription.created', 'invoice.paid'])
    assert.isTrue(events.every((event) => event.processed_at !== null))
    assert.isTrue(billing.stripe.deliveries.every((delivery) => delivery.status === 200))

    const stored = await subscriptionOf(user.id)
    assert.containsSubset(stored, { product_id: plan.id, price_id: yearly.id, status: 'active', gateway: 'stripe', granted_role_id: roleId })
    assert.equal(billing.stripe.subscriptions.get(stored.gateway_id)!.metadata.user_id, String(user.id))
    assert.isTrue(await holdsRole(user.id, roleId))

    const after = await bootstrapUser(client, user)
    assert.deepEqual(after.subscriptions, [{ id: stored.id, valid: true, active: true }])
    const granted = after.permissions.find((permission) => permission.name === PLAN_PERMISSION)
    assert.deepEqual(granted?.restrictions, [{ name: 'count', value: 500 }])

    // A year on, Stripe renews it: the subscriber is told, once.
    billing.stripe.advanceClock(366 * 86_400)
    await billing.stripe.renew(stored.gateway_id)
    const renewal = billing.stripe.events.find((event) => event.type === 'invoice.paid' && event.data.object.billing_reason === 'subscription_cycle')!
    await billing.stripe.deliver(renewal)
    const told = await db.from('outgoing_emails').where('recipient', user.email)
    assert.deepEqual(told.map((email) => email.subject), ['Your Cadenza plan was renewed'])
  })

  test("the subscriber's next page shows the subscription the webhooks stored, though shell data is kept between pages", async ({ assert, client }) => {
    const { plan, yearly } = await proPlanOnSale(client)
    const user = await UserFactory.create()
    const session = await signIn(user)
    const shownUser = async () => bootstrapFrom((await session.get('/login').headers({ accept: 'text/html' })).text()).user!
    const checkout = await session.post('/api/v1/billing/checkout').json({ product_id: plan.id, price_id: yearly.id })
    assert.equal(checkout.status(), 200)
    assert.deepEqual((await shownUser()).subscriptions, [])

    // Paid on Stripe: only its webhooks write the subscription (the browser is not back yet).
    await fetch(checkout.body().url, { method: 'POST', redirect: 'manual' })
    await billing.stripe.settled()
    const stored = await subscriptionOf(user.id)
    const after = await shownUser()
    assert.deepEqual(after.subscriptions, [{ id: stored.id, valid: true, active: true }])
    assert.include(after.permissions.map((permission) => permission.name), PLAN_PERMISSION)
  })

  test('the done path stores the paid subscription even before any webhook, and shows the billing summary', async ({ assert, client }) => {
    const { plan, monthly } = await proPlanOnSale(client)
    const user = await UserFactory.create()
    billing.stripe.webhookUrl = null // Stripe's events are late
    const back = await subscribe(client, billing, user, plan.id, monthly.id)
    assert.lengthOf(await db.from('billing_subscriptions'), 0)

    const done = await client.post('/api/v1/billing/checkout/stripe/complete').json({ session_id: back.searchParams.get('session_id') }).withCsrfToken().loginAs(user)
    assert.equal(done.status(), 200)
    const summary = done.body()
    assert.containsSubset(summary.subscription, { status: 'active', valid: true, active: true, cancel_at_period_end: false, product: { id: plan.id, name: 'Pro' }, price: { id: monthly.id, amount: 10, interval: 'month' } })
    assert.isString(summary.subscription.current_period_end)
    assert.deepEqual(summary.payment_method, { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 })
    assert.lengthOf(summary.invoices, 1)
    assert.containsSubset(summary.invoices[0], { status: 'paid', amount: 10, currency: 'USD' })
    assert.match(summary.invoices[0].pdf_url, /\/invoices\/in_.+\/pdf$/)

    // The late webhooks change nothing and make no second row.
    billing.stripe.webhookUrl = `${process.env.APP_URL}/api/v1/billing/webhooks/stripe`
    for (const event of billing.stripe.events) await billing.stripe.deliver(event)
    assert.lengthOf(await db.from('billing_subscriptions'), 1)
    assert.equal((await subscriptionOf(user.id)).status, 'active')
  })

  test("the done path refuses another person's checkout and one not paid", async ({ assert, client }) => {
    const { plan, monthly } = await proPlanOnSale(client)
    const [buyer, other] = await UserFactory.createMany(2)
    const checkout = await client.post('/api/v1/billing/checkout').json({ product_id: plan.id, price_id: monthly.id }).withCsrfToken().loginAs(buyer)
    const sessionId = new URL(checkout.body().url).pathname.split('/').pop()
    const unpaid = await client.post('/api/v1/billing/checkout/stripe/complete').json({ session_id: sessionId }).withCsrfToken().loginAs(buyer)
    assert.equal(unpaid.status(), 409)
    await fetch(checkout.body().url, { method: 'POST', redirect: 'manual' })
    await billing.stripe.settled()
    const stolen = await client.post('/api/v1/billing/checkout/stripe/complete').json({ session_id: sessionId }).withCsrfToken().loginAs(other)
    assert.equal(stolen.status(), 404)
    assert.equal((await client.post('/api/v1/billing/checkout/stripe/complete').json({ session_id: 'nope' }).withCsrfToken().loginAs(other)).status(), 422)
  })

  test('checkout refuses guests (401), the subscribed (409, to billing), free plans, archived or foreign prices (404), and everyone while billing is off', async ({ assert, client }) => {
    const { plan, yearly } = await proPlanOnSale(client)
    const user = await UserFactory.create()
    const start = (body: Record<string, unknown>) => client.post('/api/v1/billing/checkout').json(body).withCsrfToken().loginAs(user)
    assert.equal((await client.post('/api/v1/billing/checkout').json({ product_id: plan.id, price_id: yearly.id }).withCsrfToken()).status(), 401)
    assert.equal((await start({ product_id: plan.id, price_id: yearly.id + 1000 })).status(), 404)
    assert.equal((await start({ product_id: plan.id })).status(), 422)
    await db.table('billing_products').insert({ name: 'Free', free: true, feature_list: '[]' })
    const freeId = (await db.from('billing_products').where('name', 'Free').firstOrFail()).id
    assert.equal((await start({ product_id: freeId, price_id: yearly.id })).status(), 404)

    await subscribe(client, billing, user, plan.id, yearly.id)
    const again = await start({ product_id: plan.id, price_id: yearly.id })
    assert.equal(again.status(), 409)
    assert.deepEqual(again.body(), { message: 'You are already subscribed.', redirect: '/billing' })

    const restore = await saveSettings({ 'billing.enable': false })
    assert.equal((await client.get('/api/v1/billing/subscription').loginAs(user)).status(), 404)
    await restore()
  })

  test('a trial from the settings: the first subscription is trialing, valid and grants the plan', async ({ assert, client }) => {
    const restore = await saveSettings({ 'billing.trial_days': 14 })
    const { plan, monthly, roleId } = await proPlanOnSale(client)
    const user = await UserFactory.create()
    await subscribe(client, billing, user, plan.id, monthly.id)
    const stored = await subscriptionOf(user.id)
    assert.equal(stored.status, 'trialing')
    assert.isNotNull(stored.trial_ends_at)
    assert.isTrue(await holdsRole(user.id, roleId))
    const session = [...billing.stripe.checkoutSessions.values()].at(-1)!
    assert.equal(session.subscription_data.trial_period_days, '14')
    await restore()
  })

  test('webhooks: a bad signature is refused (400) and kept nowhere; a redelivered event is answered 200 and processed once', async ({ assert, client }) => {
    const { plan, monthly } = await proPlanOnSale(client)
    const user = await UserFactory.create()
    await subscribe(client, billing, user, plan.id, monthly.id)
    const kept = await db.from('billing_webhook_events').count('* as total').first()

    const event = billing.stripe.events[1]
    assert.equal(await billing.stripe.deliver(event, 'whsec_forged'), 400)
    const tampered = await client.post('/api/v1/billing/webhooks/stripe').json(event).header('stripe-signature', 't=1,v1=00')
    assert.equal(tampered.status(), 400)
    assert.equal(tampered.body().message, 'Invalid Stripe signature.')
    assert.equal((await client.post('/api/v1/billing/webhooks/stripe').json(event)).status(), 400)

    assert.equal(await billing.stripe.deliver(event), 200)
    assert.equal((await db.from('billing_webhook_events').count('* as total').first()).total, kept.total)
    assert.lengthOf(await db.from('billing_subscriptions'), 1)

    const restore = await saveSettings({ 'billing.stripe_webhook_secret': null })
    assert.equal(await billing.stripe.deliver(event), 404)
    await restore()
  })

  test('cancel at period end asks why and keeps the plan until then; renew undoes it', async ({ assert, client }) => {
    const { plan, monthly, roleId } = await proPlanOnSale(client)
    const user = await UserFactory.create()
    await subscribe(client, billing, user, plan.id, monthly.id)

    const noReason = await client.post('/api/v1/billing/subscription/cancel').json({ reason: ' ' }).withCsrfToken().loginAs(user)
    assert.equal(noReason.status(), 422)
    assert.exists(noReason.body().errors.reason)

    const cancelled = await client.post('/api/v1/billing/subscription/cancel').json({ reason: 'Too expensive' }).withCsrfToken().loginAs(user)
    assert.equal(cancelled.status(), 200)
    assert.containsSubset(cancelled.body().subscription, { status: 'active', valid: true, cancel_at_period_end: true })
    const stored = await subscriptionOf(user.id)
    assert.equal(stored.cancel_reason, 'Too expensive')
    assert.isTrue(billing.stripe.subscriptions.get(stored.gateway_id)!.cancel_at_period_end)
    assert.isTrue(await holdsRole(user.id, roleId))

    const renewed = await client.post('/api/v1/billing/subscription/resume').withCsrfToken().loginAs(user)
    assert.equal(renewed.status(), 200)
    assert.isFalse(renewed.body().subscription.cancel_at_period_end)
    assert.isFalse(billing.stripe.subscriptions.get(stored.gateway_id)!.cancel_at_period_end)
    assert.equal((await client.post('/api/v1/billing/subscription/resume').withCsrfToken().loginAs(user)).status(), 409)

    // Cancelled again, the period ends: Stripe ends it and the role goes.
    await client.post('/api/v1/billing/subscription/cancel').json({ reason: 'Moving on' }).withCsrfToken().loginAs(user)
    await billing.stripe.settled()
    await billing.stripe.renew(stored.gateway_id)
    assert.equal((await subscriptionOf(user.id)).status, 'canceled')
    assert.isFalse(await holdsRole(user.id, roleId))
    assert.exists(await db.from('outgoing_emails').where({ recipient: user.email, subject: 'Your Cadenza plan has ended' }).first())
    assert.deepEqual((await bootstrapUser(client, user)).subscriptions, [{ id: stored.id, valid: false, active: false }])
    assert.equal((await client.post('/api/v1/billing/subscription/cancel').json({ reason: 'x' }).withCsrfToken().loginAs(user)).status(), 404)
  })

  test('changing plan previews the proration, then switches price and role', async ({ assert, client }) => {
    const { plan, monthly } = await proPlanOnSale(client)
    const admin = await UserFactory.create()
    await grantPermissions(admin.id, ['admin.access', 'plans.update'])
    const teamRole = await planRole('Plan role Team')
    const team = (await client.post('/api/v1/billing/plans').json(proPlan(teamRole, { name: 'Team', prices: [{ amount: 30, currency: 'USD', interval: 'month', interval_count: 1 }] })).withCsrfToken().loginAs(admin)).body().plan
    const user = await UserFactory.create()
    await subscribe(client, billing, user, plan.id, monthly.id)
    billing.stripe.advanceClock(15 * 86_400)

    const preview = await client.post('/api/v1/billing/change-plan/preview').json({ product_id: team.id, price_id: team.prices[0].id }).withCsrfToken().loginAs(user)
    assert.equal(preview.status(), 200)
    assert.containsSubset(preview.body(), { amount_due: 10, total: 10, currency: 'USD' })
    assert.equal((await client.post('/api/v1/billing/change-plan/preview').json({ product_id: plan.id, price_id: monthly.id }).withCsrfToken().loginAs(user)).status(), 409)

    const changed = await client.post('/api/v1/billing/change-plan').json({ product_id: team.id, price_id: team.prices[0].id }).withCsrfToken().loginAs(user)
    assert.equal(changed.status(), 200)
    assert.containsSubset(changed.body().subscription, { product: { id: team.id }, price: { id: team.prices[0].id } })
    await billing.stripe.settled()
    assert.isTrue(await holdsRole(user.id, teamRole))
    const roles = await db.from('user_roles').join('roles', 'roles.id', 'user_roles.role_id').where('user_id', user.id).select('roles.name')
    assert.notInclude(roles.map((role) => role.name), 'Plan role Pro')
  })

  test('a failed renewal turns past_due with access for the grace period, then the role goes but billing stays open to fix the card; unpaid ends both', async ({ assert, client }) => {
    const { plan, monthly, roleId } = await proPlanOnSale(client)
    const [late, gone] = await UserFactory.createMany(2)
    await subscribe(client, billing, late, plan.id, monthly.id)
    await subscribe(client, billing, gone, plan.id, monthly.id)
    const lateSub = await subscriptionOf(late.id)
    const goneSub = await subscriptionOf(gone.id)

    billing.stripe.advanceClock(30 * 86_400)
    await billing.stripe.renew(lateSub.gateway_id, 'failed')
    await billing.stripe.renew(goneSub.gateway_id, 'failed')
    assert.equal((await subscriptionOf(late.id)).status, 'past_due')
    assert.isNotNull((await subscriptionOf(late.id)).past_due_since)
    assert.isTrue(await holdsRole(late.id, roleId))
    assert.deepEqual((await bootstrapUser(client, late)).subscriptions, [{ id: lateSub.id, valid: true, active: true }])
    const warned = await db.from('outgoing_emails').where('recipient', late.email).select('subject', 'text_body')
    assert.deepEqual(warned.map((email) => email.subject), ['Your Cadenza payment failed'])
    assert.include(warned[0].text_body, `${process.env.APP_URL}/billing/change-payment-method`)

    // Stripe gives up on one: unpaid, access ends at once.
    billing.stripe.advanceClock(60)
    await billing.stripe.markUnpaid(goneSub.gateway_id)
    assert.isFalse(await holdsRole(gone.id, roleId))
    assert.deepEqual((await bootstrapUser(client, gone)).subscriptions, [{ id: goneSub.id, valid: false, active: false }])
    assert.equal((await client.post('/api/v1/billing/payment-method').withCsrfToken().loginAs(gone)).status(), 404)

    // The other's grace period runs out with no event: the scheduled job takes the role back.
    assert.equal(await expireGracePeriods(), 0)
    await db.from('billing_subscriptions').where('id', lateSub.id).update({ past_due_since: DateTime.utc().minus({ days: 8 }).toFormat('yyyy-MM-dd HH:mm:ss') })
    assert.equal(await expireGracePeriods(), 1)
    assert.isFalse(await holdsRole(late.id, roleId))
    const user = await bootstrapUser(client, late)
    assert.deepEqual(user.subscriptions, [{ id: lateSub.id, valid: false, active: true }])
    assert.notInclude(user.permissions.map((permission) => permission.name), PLAN_PERMISSION)
    // Stripe still retries: the subscription is theirs to fix (its payment method) or to cancel, not a new checkout.
    assert.equal((await client.post('/api/v1/billing/payment-method').withCsrfToken().loginAs(late)).status(), 200)
    const again = await client.post('/api/v1/billing/checkout').json({ product_id: plan.id, price_id: monthly.id }).withCsrfToken().loginAs(late)
    again.assertStatus(409)
    assert.equal(again.body().redirect, '/billing')
  })

  test('a role the person already held is not taken away when the subscription ends', async ({ assert, client }) => {
    const { plan, monthly, roleId } = await proPlanOnSale(client)
    const user = await UserFactory.create()
    await db.table('user_roles').insert({ user_id: user.id, role_id: roleId })
    await subscribe(client, billing, user, plan.id, monthly.id)
    assert.isNull((await subscriptionOf(user.id)).granted_role_id)
    await billing.stripe.markUnpaid((await subscriptionOf(user.id)).gateway_id)
    assert.isTrue(await holdsRole(user.id, roleId))
  })

  test('the scheduled reconcile fixes what lost webhooks left behind', async ({ assert, client }) => {
    const { plan, monthly, roleId } = await proPlanOnSale(client)
    const user = await UserFactory.create()
    await subscribe(client, billing, user, plan.id, monthly.id)
    const stored = await subscriptionOf(user.id)
    billing.stripe.webhookUrl = null // the endpoint is down
    billing.stripe.advanceClock(30 * 86_400)
    await billing.stripe.renew(stored.gateway_id, 'failed')
    await billing.stripe.markUnpaid(stored.gateway_id)
    assert.equal((await subscriptionOf(user.id)).status, 'active', 'nothing arrived')

    assert.equal(await reconcileSubscriptions(), 1)
    assert.equal((await subscriptionOf(user.id)).status, 'unpaid')
    assert.isFalse(await holdsRole(user.id, roleId))
    assert.equal(await reconcileSubscriptions(), 0, 'nothing left to fix')
  })

  test('deleting an account cancels its subscription on Stripe at once, so the card is not charged again', async ({ assert, client }) => {
    const { plan, monthly } = await proPlanOnSale(client)
    const user = await UserFactory.create()
    await subscribe(client, billing, user, plan.id, monthly.id)
    const stored = await subscriptionOf(user.id)
    const session = await signIn(user)
    await session.post('/auth/user/confirm-password').json({ password: FACTORY_PASSWORD })
    assert.equal((await session.delete(`/api/v1/users/${user.id}?deleteCurrentUser=true`)).status(), 200)
    await billing.stripe.settled()
    assert.equal(billing.stripe.subscriptions.get(stored.gateway_id)!.status, 'canceled')
    assert.lengthOf(await db.from('billing_subscriptions').where('user_id', user.id), 0)
  })

  test('the payment method page is a Stripe portal session coming back to the done path', async ({ assert, client }) => {
    const { plan, monthly } = await proPlanOnSale(client)
    const user = await UserFactory.create()
    assert.equal((await client.post('/api/v1/billing/payment-method').withCsrfToken().loginAs(user)).status(), 404)
    await subscribe(client, billing, user, plan.id, monthly.id)
    const response = await client.post('/api/v1/billing/payment-method').withCsrfToken().loginAs(user)
    assert.equal(response.status(), 200)
    assert.match(response.body().url, /\/portal\/bps_/)
    const portal = [...billing.stripe.portalSessions.values()][0]
    assert.equal(portal.return_url, `${process.env.APP_URL}/billing/change-payment-method/done`)
  })
})

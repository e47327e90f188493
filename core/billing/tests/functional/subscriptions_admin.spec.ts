import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Stripe from 'stripe'
import { UserFactory } from '#database/factories/user_factory'
import { STRIPE_SECRET_KEY } from '#tests/helpers/stripe_server'
import { grantPermissions } from '#tests/helpers/permissions'
import { createPlan } from '../../server/plans/plan_writes.js'
import { clearBilling, proPlan, startBilling } from '../billing_fixtures.js'

/** Issue 18: the admin's subscriptions behind subscriptions.update: listed, filtered, cancelled at period end on Stripe, audited. */
test.group('Billing: admin subscriptions API', (group) => {
  let billing: Awaited<ReturnType<typeof startBilling>>

  group.each.setup(async () => {
    await clearBilling()
    billing = await startBilling()
    return () => billing.stop()
  })

  /** People who paid through Stripe Checkout on the local Stripe, stored by its webhooks. */
  async function subscribers(count: number) {
    const plan = await createPlan(proPlan(null) as Parameters<typeof createPlan>[0])
    const stripePrice = (await db.from('billing_prices').where('id', plan.prices[0].id).firstOrFail()).stripe_id
    const sdk = new Stripe(STRIPE_SECRET_KEY, billing.stripe.sdkOptions)
    const people = await UserFactory.createMany(count)
    for (const person of people) {
      const customer = await sdk.customers.create({ email: person.email })
      const session = await sdk.checkout.sessions.create({
        mode: 'subscription',
        customer: customer.id,
        client_reference_id: String(person.id),
        line_items: [{ price: stripePrice, quantity: 1 }],
        subscription_data: { metadata: { user_id: String(person.id) } },
        success_url: 'http://app.test/done',
      })
      await billing.stripe.completeCheckout(session.id)
    }
    return { plan, people }
  }

  async function manager() {
    const person = await UserFactory.create()
    await grantPermissions(person.id, ['admin.access', 'subscriptions.update'])
    return person
  }

  test('lists subscriptions with their person, plan and state; searches by email and filters by status and plan', async ({ assert, client }) => {
    const { plan, people } = await subscribers(3)
    const late = await db.from('billing_subscriptions').where('user_id', people[0].id).firstOrFail()
    await billing.stripe.renew(late.gateway_id, 'failed')
    const admin = await manager()

    const all = await client.get('/api/v1/billing/subscriptions').loginAs(admin)
    assert.equal(all.status(), 200)
    assert.lengthOf(all.body().data, 3)
    assert.containsSubset(all.body().data.find((row: any) => row.user.id === people[1].id), { product: 'Pro', status: 'active', valid: true, cancel_at_period_end: false, gateway: 'stripe' })

    const pastDue = await client.get('/api/v1/billing/subscriptions?status=past_due').loginAs(admin)
    assert.deepEqual(pastDue.body().data.map((row: any) => row.user.id), [people[0].id])
    assert.isTrue(pastDue.body().data[0].valid, 'within the grace period')
    const byEmail = await client.get(`/api/v1/billing/subscriptions?query=${encodeURIComponent(people[2].email.split('@')[0])}`).loginAs(admin)
    assert.deepEqual(byEmail.body().data.map((row: any) => row.user.id), [people[2].id])
    assert.lengthOf((await client.get(`/api/v1/billing/subscriptions?product=${plan.id + 1}`).loginAs(admin)).body().data, 0)
    assert.equal((await client.get('/api/v1/billing/subscriptions?status=paused').loginAs(admin)).status(), 422)
  })

  test('cancels at period end on Stripe, audited; ones already ending are left alone', async ({ assert, client }) => {
    await subscribers(2)
    const admin = await manager()
    const rows = await db.from('billing_subscriptions').orderBy('id')
    const response = await client.post('/api/v1/billing/subscriptions/cancel').json({ ids: rows.map((row) => row.id) }).withCsrfToken().loginAs(admin)
    assert.equal(response.status(), 200)
    assert.deepEqual(response.body(), { cancelled: 2 })
    for (const row of rows) {
      assert.isTrue(billing.stripe.subscriptions.get(row.gateway_id)!.cancel_at_period_end)
      assert.isTrue(Boolean((await db.from('billing_subscriptions').where('id', row.id).firstOrFail()).cancel_at_period_end))
    }
    const audits = await db.from('audit_entries').where('action', 'subscription.cancelled').orderBy('id')
    assert.deepEqual(audits.map((audit) => audit.subject_id), rows.map((row) => String(row.id)))
    assert.isNotOk(JSON.parse(audits[0].before).cancel_at_period_end)
    assert.isOk(JSON.parse(audits[0].after).cancel_at_period_end)
    assert.equal(audits[0].user_id, admin.id)

    const again = await client.post('/api/v1/billing/subscriptions/cancel').json({ ids: rows.map((row) => row.id) }).withCsrfToken().loginAs(admin)
    assert.deepEqual(again.body(), { cancelled: 0 })
  })

  test('change plan on Stripe from the next payment (nothing prorated), audited; refused for an unknown price, the same price or an ended subscription', async ({ assert, client }) => {
    const { plan, people } = await subscribers(1)
    const admin = await manager()
    const row = await db.from('billing_subscriptions').where('user_id', people[0].id).firstOrFail()
    const [monthly, yearly] = plan.prices
    const invoicesBefore = billing.stripe.invoices.size

    const changed = await client.post(`/api/v1/billing/subscriptions/${row.id}/change-plan`).json({ product_id: plan.id, price_id: yearly.id }).withCsrfToken().loginAs(admin)
    changed.assertStatus(200)
    const yearlyOnStripe = (await db.from('billing_prices').where('id', yearly.id).firstOrFail()).stripe_id
    assert.equal(billing.stripe.subscriptions.get(row.gateway_id)!.items.data[0].price.id, yearlyOnStripe)
    assert.equal(billing.stripe.invoices.size, invoicesBefore, 'no proration invoice')
    assert.equal((await db.from('billing_subscriptions').where('id', row.id).firstOrFail()).price_id, yearly.id)
    const audit = await db.from('audit_entries').where('action', 'subscription.plan_changed').firstOrFail()
    assert.deepEqual([JSON.parse(audit.before).price_id, JSON.parse(audit.after).price_id, audit.user_id], [monthly.id, yearly.id, admin.id])

    const same = await client.post(`/api/v1/billing/subscriptions/${row.id}/change-plan`).json({ product_id: plan.id, price_id: yearly.id }).withCsrfToken().loginAs(admin)
    same.assertStatus(409)
    ;(await client.post(`/api/v1/billing/subscriptions/${row.id}/change-plan`).json({ product_id: plan.id, price_id: 999_999 }).withCsrfToken().loginAs(admin)).assertStatus(404)
    ;(await client.post('/api/v1/billing/subscriptions/999999/change-plan').json({ product_id: plan.id, price_id: monthly.id }).withCsrfToken().loginAs(admin)).assertStatus(404)
    await db.from('billing_subscriptions').where('id', row.id).update({ status: 'canceled' })
    const ended = await client.post(`/api/v1/billing/subscriptions/${row.id}/change-plan`).json({ product_id: plan.id, price_id: monthly.id }).withCsrfToken().loginAs(admin)
    ended.assertStatus(409)
    assert.equal(ended.body().message, 'This subscription has ended.')
  })

  test('extend moves the next payment on Stripe by the days given, audited; the days are checked', async ({ assert, client }) => {
    const { people } = await subscribers(1)
    const admin = await manager()
    const row = await db.from('billing_subscriptions').where('user_id', people[0].id).firstOrFail()
    const before = billing.stripe.subscriptions.get(row.gateway_id)!.items.data[0].current_period_end

    const extended = await client.post(`/api/v1/billing/subscriptions/${row.id}/extend`).json({ days: 30 }).withCsrfToken().loginAs(admin)
    extended.assertStatus(200)
    const onStripe = billing.stripe.subscriptions.get(row.gateway_id)!
    assert.equal(onStripe.trial_end, before + 30 * 86_400)
    assert.equal(onStripe.items.data[0].current_period_end, before + 30 * 86_400)
    const after = await db.from('billing_subscriptions').where('id', row.id).firstOrFail()
    assert.isTrue(['trialing'].includes(after.status))
    const audit = await db.from('audit_entries').where('action', 'subscription.extended').firstOrFail()
    assert.notEqual(JSON.parse(audit.before).current_period_end, JSON.parse(audit.after).current_period_end)

    for (const days of [0, 366, 1.5, 'ten']) {
      ;(await client.post(`/api/v1/billing/subscriptions/${row.id}/extend`).json({ days }).withCsrfToken().loginAs(admin)).assertStatus(422)
    }
  })

  test('the list links each subscription to its gateway dashboard, where payments are refunded', async ({ assert, client }) => {
    await subscribers(1)
    const row = await db.from('billing_subscriptions').firstOrFail()
    const list = await client.get('/api/v1/billing/subscriptions').loginAs(await manager())
    assert.equal(list.body().data[0].dashboard_url, `https://dashboard.stripe.com/test/subscriptions/${row.gateway_id}`)
  })

  test('only holders of subscriptions.update: guests 401, others 403', async ({ assert, client }) => {
    const person = await UserFactory.create()
    assert.equal((await client.get('/api/v1/billing/subscriptions')).status(), 401)
    assert.equal((await client.get('/api/v1/billing/subscriptions').loginAs(person)).status(), 403)
    assert.equal((await client.post('/api/v1/billing/subscriptions/cancel').json({ ids: [1] }).withCsrfToken().loginAs(person)).status(), 403)
    assert.equal((await client.post('/api/v1/billing/subscriptions/1/change-plan').json({ product_id: 1, price_id: 1 }).withCsrfToken().loginAs(person)).status(), 403)
    assert.equal((await client.post('/api/v1/billing/subscriptions/1/extend').json({ days: 30 }).withCsrfToken().loginAs(person)).status(), 403)
    assert.equal((await client.post('/api/v1/billing/subscriptions/1/extend').json({ days: 30 }).withCsrfToken()).status(), 401)
  })
})

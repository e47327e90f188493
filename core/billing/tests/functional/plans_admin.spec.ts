import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { grantPermissions } from '#tests/helpers/permissions'
import { STRIPE_SECRET_KEY } from '#tests/helpers/stripe_server'
import { clearBilling, planRole, proPlan, startBilling, startPayPalBilling } from '../billing_fixtures.js'
import { saveSettings } from '#tests/helpers/site_settings'

async function planEditor() {
  const person = await UserFactory.create()
  await grantPermissions(person.id, ['admin.access', 'plans.update'])
  return person
}

/** Issue 18: the admin's plans behind plans.update, kept in step on Stripe, every write audited. */
test.group('Billing: admin plans API', (group) => {
  let billing: Awaited<ReturnType<typeof startBilling>>

  group.each.setup(async () => {
    await clearBilling()
    billing = await startBilling()
    return () => billing.stop()
  })

  test('creating a plan stores it with its prices, makes it on Stripe and records the write', async ({ assert, client }) => {
    const admin = await planEditor()
    const roleId = await planRole()
    const response = await client.post('/api/v1/billing/plans').json(proPlan(roleId)).withCsrfToken().loginAs(admin)
    assert.equal(response.status(), 201)
    const { plan } = response.body()
    assert.containsSubset(plan, { name: 'Pro', recommended: true, free: false, hidden: false, role_id: roleId, synced_on: ['stripe'], subscribers: 0, feature_list: ['Upload 500 tracks', 'No ads'] })
    assert.deepEqual(plan.prices.map((price: any) => [price.amount, price.currency, price.interval, price.interval_count]), [[10, 'USD', 'month', 1], [96, 'USD', 'year', 1]])

    const product = await db.from('billing_products').where('id', plan.id).firstOrFail()
    const onStripe = billing.stripe.products.get(product.stripe_id)!
    assert.include(onStripe, { name: 'Pro', description: 'For people who upload.', active: true })
    assert.equal(onStripe.metadata.cadenza_product_id, String(plan.id))
    const prices = await db.from('billing_prices').where('product_id', plan.id).orderBy('amount_minor')
    assert.deepEqual(prices.map((price) => price.amount_minor), [1000, 9600])
    assert.deepEqual(prices.map((price) => billing.stripe.prices.get(price.stripe_id)!.unit_amount), [1000, 9600])
    assert.deepInclude(billing.stripe.prices.get(prices[1].stripe_id)!.recurring, { interval: 'year', interval_count: 1 })

    const audit = await db.from('audit_entries').where('action', 'plan.created').firstOrFail()
    assert.containsSubset(audit, { user_id: admin.id, subject_type: 'plan', subject_id: String(plan.id), before: null })
  })

  test('a changed amount becomes a new price and the old one is archived, here and on Stripe', async ({ assert, client }) => {
    const admin = await planEditor()
    const { plan } = (await client.post('/api/v1/billing/plans').json(proPlan(null)).withCsrfToken().loginAs(admin)).body()
    const [monthly, yearly] = plan.prices
    const oldStripeId = (await db.from('billing_prices').where('id', monthly.id).firstOrFail()).stripe_id
    const response = await client
      .put(`/api/v1/billing/plans/${plan.id}`)
      .json(proPlan(null, { name: 'Pro+', prices: [{ ...monthly, amount: 12 }, yearly] }))
      .withCsrfToken()
      .loginAs(admin)
    assert.equal(response.status(), 200)
    const saved = response.body().plan
    assert.equal(saved.name, 'Pro+')
    assert.deepEqual(saved.prices.map((price: any) => price.amount), [12, 96])
    assert.equal(saved.prices[1].id, yearly.id, 'the unchanged price keeps its id')
    assert.notEqual(saved.prices[0].id, monthly.id)
    assert.isTrue(Boolean((await db.from('billing_prices').where('id', monthly.id).firstOrFail()).archived))
    assert.isFalse(billing.stripe.prices.get(oldStripeId)!.active)
    const product = await db.from('billing_products').where('id', plan.id).firstOrFail()
    assert.equal(billing.stripe.products.get(product.stripe_id)!.name, 'Pro+')
    assert.exists(await db.from('audit_entries').where('action', 'plan.updated').first())
  })

  test('refuses what cannot be sold: a free plan with prices, a paid one without, a price longer than a year, a bad currency', async ({ assert, client }) => {
    const admin = await planEditor()
    const post = (body: Record<string, unknown>) => client.post('/api/v1/billing/plans').json(body).withCsrfToken().loginAs(admin)

    const freeWithPrices = await post(proPlan(null, { free: true }))
    assert.equal(freeWithPrices.status(), 422)
    assert.deepEqual(freeWithPrices.body().errors.prices, ['A free plan has no prices.'])
    const paidWithout = await post(proPlan(null, { prices: [] }))
    assert.equal(paidWithout.status(), 422)
    assert.exists(paidWithout.body().errors.prices)
    const tooLong = await post(proPlan(null, { prices: [{ amount: 10, currency: 'USD', interval: 'month', interval_count: 13 }] }))
    assert.equal(tooLong.status(), 422)
    assert.exists(tooLong.body().errors['prices.0.interval_count'])
    const badCurrency = await post(proPlan(null, { prices: [{ amount: 10, currency: 'US', interval: 'month', interval_count: 1 }] }))
    assert.equal(badCurrency.status(), 422)
    assert.deepEqual(badCurrency.body().errors['prices.0.currency'], ['Enter a three-letter currency code (USD, EUR...).'])
    const guestsRole = await db.from('roles').where('guests', true).firstOrFail()
    const guestRole = await post(proPlan(guestsRole.id))
    assert.equal(guestRole.status(), 422)
    assert.exists(guestRole.body().errors.role_id)

    assert.lengthOf(await db.from('billing_products'), 0)
    assert.equal(billing.stripe.products.size, 0)
  })

  test('a free plan is kept here only; Stripe refusing a plan saves nothing and says why (502)', async ({ assert, client }) => {
    const admin = await planEditor()
    const free = await client.post('/api/v1/billing/plans').json({ name: 'Free', free: true, feature_list: ['Listen with ads'] }).withCsrfToken().loginAs(admin)
    assert.equal(free.status(), 201)
    assert.equal(billing.stripe.products.size, 0)

    const restore = await saveSettings({ 'billing.stripe_secret_key': 'sk_test_revoked' })
    const refused = await client.post('/api/v1/billing/plans').json(proPlan(null)).withCsrfToken().loginAs(admin)
    await restore()
    assert.equal(refused.status(), 502)
    assert.match(refused.body().message, /^Stripe refused the plan: Invalid API Key/)
    assert.lengthOf(await db.from('billing_products').where('name', 'Pro'), 0)
  })

  test('the editor names the gateways set up and which of them hold the plan: Stripe, PayPal, both or none', async ({ assert, client }) => {
    const admin = await planEditor()
    const { plan } = (await client.post('/api/v1/billing/plans').json(proPlan(null)).withCsrfToken().loginAs(admin)).body()
    const edit = async () => (await client.get(`/api/v1/billing/plans/${plan.id}/edit`).loginAs(admin)).body()
    assert.containsSubset(await edit(), { gateways: ['stripe'], plan: { synced_on: ['stripe'] } })

    // PayPal set up as well: the plan is not there until it is saved again, then it is on both.
    const paypal = await startPayPalBilling({ 'billing.stripe_enable': true, 'billing.stripe_secret_key': STRIPE_SECRET_KEY })
    try {
      assert.containsSubset(await edit(), { gateways: ['stripe', 'paypal'], plan: { synced_on: ['stripe'] } })
      ;(await client.put(`/api/v1/billing/plans/${plan.id}`).json(proPlan(null, { prices: plan.prices })).withCsrfToken().loginAs(admin)).assertStatus(200)
      assert.containsSubset(await edit(), { gateways: ['stripe', 'paypal'], plan: { synced_on: ['stripe', 'paypal'] } })
    } finally {
      await paypal.stop()
    }

    const restore = await saveSettings({ 'billing.stripe_secret_key': null })
    const unset = await edit()
    await restore()
    assert.deepEqual(unset.gateways, [])
  })

  test('lists plans with their prices, role and subscribers; searches and filters', async ({ assert, client }) => {
    const admin = await planEditor()
    const roleId = await planRole()
    await client.post('/api/v1/billing/plans').json({ name: 'Free', free: true, position: 0 }).withCsrfToken().loginAs(admin)
    await client.post('/api/v1/billing/plans').json(proPlan(roleId, { position: 1 })).withCsrfToken().loginAs(admin)
    await client.post('/api/v1/billing/plans').json(proPlan(null, { name: 'Hidden deal', hidden: true, position: 2 })).withCsrfToken().loginAs(admin)

    const all = await client.get('/api/v1/billing/plans').loginAs(admin)
    assert.equal(all.status(), 200)
    assert.deepEqual(all.body().data.map((row: any) => row.name), ['Free', 'Pro', 'Hidden deal'])
    assert.containsSubset(all.body().data[1], { role: 'Plan role Pro', subscribers: 0, recommended: true })
    assert.lengthOf(all.body().data[1].prices, 2)
    const searched = await client.get('/api/v1/billing/plans?query=deal').loginAs(admin)
    assert.deepEqual(searched.body().data.map((row: any) => row.name), ['Hidden deal'])
    const visible = await client.get('/api/v1/billing/plans?hidden=false&sort=name&order=desc').loginAs(admin)
    assert.deepEqual(visible.body().data.map((row: any) => row.name), ['Pro', 'Free'])
  })

  test('deleting plans: refused while someone holds one (409), done and audited otherwise, archived on Stripe', async ({ assert, client }) => {
    const admin = await planEditor()
    const { plan } = (await client.post('/api/v1/billing/plans').json(proPlan(null)).withCsrfToken().loginAs(admin)).body()
    const subscriber = await UserFactory.create()
    await db.table('billing_subscriptions').insert({ user_id: subscriber.id, product_id: plan.id, gateway: 'stripe', gateway_id: 'sub_held', status: 'active', gateway_updated_at: 1 })
    const refused = await client.post('/api/v1/billing/plans/delete').json({ ids: [plan.id] }).withCsrfToken().loginAs(admin)
    assert.equal(refused.status(), 409)
    assert.equal(refused.body().message, 'Pro still has subscribers: hide it instead.')

    await db.from('billing_subscriptions').update({ status: 'canceled' })
    const product = await db.from('billing_products').where('id', plan.id).firstOrFail()
    const deleted = await client.post('/api/v1/billing/plans/delete').json({ ids: [plan.id] }).withCsrfToken().loginAs(admin)
    assert.equal(deleted.status(), 200)
    assert.deepEqual(deleted.body(), { deleted: 1 })
    assert.isNull(await db.from('billing_products').where('id', plan.id).first())
    assert.isFalse(billing.stripe.products.get(product.stripe_id)!.active)
    assert.exists(await db.from('audit_entries').where('action', 'plan.deleted').first())
  })

  test('only holders of plans.update may use it: guests 401, others 403', async ({ assert, client }) => {
    const person = await UserFactory.create()
    assert.equal((await client.get('/api/v1/billing/plans')).status(), 401)
    assert.equal((await client.get('/api/v1/billing/plans').loginAs(person)).status(), 403)
    assert.equal((await client.post('/api/v1/billing/plans').json(proPlan(null)).withCsrfToken().loginAs(person)).status(), 403)
  })
})

test.group('Billing: GET billing/products', (group) => {
  group.each.setup(() => clearBilling())

  test('answers the visible plans as pagination.data while billing is on, 404 while it is off', async ({ assert, client }) => {
    const billing = await startBilling()
    const admin = await planEditor()
    await client.post('/api/v1/billing/plans').json({ name: 'Free', free: true, feature_list: ['Ads'] }).withCsrfToken().loginAs(admin)
    await client.post('/api/v1/billing/plans').json(proPlan(null, { position: 1 })).withCsrfToken().loginAs(admin)
    await client.post('/api/v1/billing/plans').json(proPlan(null, { name: 'Secret', hidden: true })).withCsrfToken().loginAs(admin)

    const response = await client.get('/api/v1/billing/products')
    assert.equal(response.status(), 200)
    const products = response.body().pagination.data
    assert.deepEqual(products.map((product: any) => product.name), ['Free', 'Pro'])
    assert.deepEqual(Object.keys(products[1]).sort(), ['description', 'feature_list', 'free', 'hidden', 'id', 'name', 'prices', 'recommended'])
    assert.deepEqual(Object.keys(products[1].prices[0]).sort(), ['amount', 'currency', 'id', 'interval', 'interval_count'])

    const restore = await saveSettings({ 'billing.enable': false })
    assert.equal((await client.get('/api/v1/billing/products')).status(), 404)
    await restore()
    await billing.stop()
  })
})

/** Settings > Subscriptions turns each gateway on or off: a gateway counts only when it is enabled and has its keys. */
test.group('Billing: a gateway is offered only when enabled and set up', (group) => {
  group.each.setup(() => clearBilling())

  test('Stripe with its keys but disabled: no card payments on sale, plans are not made on Stripe, checkout is refused', async ({ assert, client }) => {
    const billing = await startBilling({ 'billing.stripe_enable': false })
    try {
      const admin = await planEditor()
      const created = await client.post('/api/v1/billing/plans').json(proPlan(null)).withCsrfToken().loginAs(admin)
      created.assertStatus(201)
      const { plan } = created.body()
      assert.deepEqual(plan.synced_on, [])
      assert.equal(billing.stripe.products.size, 0)
      assert.isNull((await db.from('billing_products').where('id', plan.id).firstOrFail()).stripe_id)
      assert.deepEqual((await client.get(`/api/v1/billing/plans/${plan.id}/edit`).loginAs(admin)).body().gateways, [])

      const onSale = await client.get('/api/v1/billing/products')
      onSale.assertStatus(200)
      assert.deepEqual(onSale.body().gateways, [])
      assert.deepEqual(onSale.body().pagination.data.map((product: any) => product.name), ['Pro'])

      const buyer = await UserFactory.create()
      const refused = await client.post('/api/v1/billing/checkout').json({ product_id: plan.id, price_id: plan.prices[0].id }).withCsrfToken().loginAs(buyer)
      refused.assertStatus(404)
      assert.deepEqual(refused.body(), { message: 'Card payments are not offered.' })
      assert.equal(billing.stripe.checkoutSessions.size, 0)
      assert.equal(billing.stripe.customers.size, 0)

      // Enabled again: Stripe is on sale and checkout makes the plan there on the way.
      await saveSettings({ 'billing.stripe_enable': true })
      assert.deepEqual((await client.get('/api/v1/billing/products')).body().gateways, ['stripe'])
      const started = await client.post('/api/v1/billing/checkout').json({ product_id: plan.id, price_id: plan.prices[0].id }).withCsrfToken().loginAs(buyer)
      started.assertStatus(200)
      assert.equal(billing.stripe.checkoutSessions.size, 1)
    } finally {
      await billing.stop()
    }
  })

  test('Stripe enabled without a secret key is not offered either: checkout says so (404), not a 503', async ({ assert, client }) => {
    const billing = await startBilling({ 'billing.stripe_enable': true, 'billing.stripe_secret_key': null })
    try {
      const admin = await planEditor()
      const { plan } = (await client.post('/api/v1/billing/plans').json(proPlan(null)).withCsrfToken().loginAs(admin)).body()
      assert.deepEqual((await client.get('/api/v1/billing/products')).body().gateways, [])
      const refused = await client.post('/api/v1/billing/checkout').json({ product_id: plan.id, price_id: plan.prices[0].id }).withCsrfToken().loginAs(await UserFactory.create())
      refused.assertStatus(404)
      assert.equal(refused.body().message, 'Card payments are not offered.')
    } finally {
      await billing.stop()
    }
  })

  test('PayPal with its credentials but disabled: not on sale, plans are not made on PayPal, its checkout is refused', async ({ assert, client }) => {
    const paypal = await startPayPalBilling({ 'billing.paypal_enable': false, 'billing.stripe_enable': true, 'billing.stripe_secret_key': STRIPE_SECRET_KEY })
    const billing = await startBilling()
    try {
      const admin = await planEditor()
      const { plan } = (await client.post('/api/v1/billing/plans').json(proPlan(null)).withCsrfToken().loginAs(admin)).body()
      assert.deepEqual(plan.synced_on, ['stripe'])
      assert.equal(paypal.paypal.products.size + paypal.paypal.plans.size, 0)
      assert.deepEqual((await client.get('/api/v1/billing/products')).body().gateways, ['stripe'])
      const refused = await client.post('/api/v1/billing/checkout/paypal').json({ product_id: plan.id, price_id: plan.prices[0].id }).withCsrfToken().loginAs(await UserFactory.create())
      refused.assertStatus(404)
      assert.equal(refused.body().message, 'PayPal payments are not offered.')
    } finally {
      await billing.stop()
      await paypal.stop()
    }
  })
})

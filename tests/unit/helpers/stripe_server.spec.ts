import { test } from '@japa/runner'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { parseStripeForm, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, StripeServer } from '#tests/helpers/stripe_server'

/** A webhook receiver that checks each delivery with the SDK's own constructEvent, as the app does. */
async function webhookReceiver(sdk: Stripe) {
  const received: Array<{ type: string; valid: boolean }> = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      try {
        const event = sdk.webhooks.constructEvent(body, String(request.headers['stripe-signature']), STRIPE_WEBHOOK_SECRET)
        received.push({ type: event.type, valid: true })
        response.writeHead(200).end()
      } catch {
        received.push({ type: JSON.parse(body).type, valid: false })
        response.writeHead(400).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { received, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, stop: () => new Promise((resolve) => server.close(resolve)) }
}

/** The local Stripe stands in for Stripe in the billing tests only if the real SDK works against it. */
test.group('Local Stripe server', (group) => {
  let stripe: StripeServer
  let sdk: Stripe

  group.each.setup(async () => {
    stripe = await StripeServer.start()
    sdk = new Stripe(STRIPE_SECRET_KEY, stripe.sdkOptions)
    return () => stripe.stop()
  })

  async function monthlyPlan(amount = 1000) {
    const product = await sdk.products.create({ name: 'Pro', metadata: { cadenza_product: '1' } })
    const price = await sdk.prices.create({ product: product.id, currency: 'usd', unit_amount: amount, recurring: { interval: 'month', interval_count: 1 } })
    return { product, price }
  }

  test('parses Stripe form encoding into nested objects and arrays', ({ assert }) => {
    assert.deepEqual(parseStripeForm('line_items[0][price]=p&line_items[0][quantity]=1&metadata[a]=b&expand[0]=x&mode=subscription'), {
      line_items: [{ price: 'p', quantity: '1' }],
      metadata: { a: 'b' },
      expand: ['x'],
      mode: 'subscription',
    })
  })

  test('refuses a wrong secret key with 401, as Stripe does', async ({ assert }) => {
    const wrong = new Stripe('sk_test_wrong', stripe.sdkOptions)
    const error = await wrong.products.create({ name: 'Pro' }).catch((failure) => failure)
    assert.instanceOf(error, Stripe.errors.StripeAuthenticationError)
    assert.equal(error.statusCode, 401)
  })

  test('creates, updates and reads products and prices; a price keeps its amount', async ({ assert }) => {
    const { product, price } = await monthlyPlan(999)
    assert.equal(price.unit_amount, 999)
    assert.deepInclude(price.recurring!, { interval: 'month', interval_count: 1 })
    await sdk.products.update(product.id, { name: 'Pro+', active: false })
    assert.include(await sdk.products.retrieve(product.id), { name: 'Pro+', active: false })
    await sdk.prices.update(price.id, { active: false })
    assert.isFalse((await sdk.prices.retrieve(price.id)).active)
    const error = await sdk.prices.update(price.id, { unit_amount: 5 } as Stripe.PriceUpdateParams).catch((failure) => failure)
    assert.instanceOf(error, Stripe.errors.StripeInvalidRequestError)
    const missing = await sdk.prices.retrieve('price_missing').catch((failure) => failure)
    assert.equal(missing.statusCode, 404)
  })

  test('a checkout session paid on the hosted page starts a subscription and sends signed events', async ({ assert }) => {
    const receiver = await webhookReceiver(sdk)
    stripe.webhookUrl = receiver.url
    const { price } = await monthlyPlan()
    const customer = await sdk.customers.create({ email: 'a@example.com' })
    const session = await sdk.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://app.test/done?session={CHECKOUT_SESSION_ID}',
      metadata: { user_id: '7' },
    })
    assert.equal(session.status, 'open')
    const page = await fetch(session.url!)
    assert.include(await page.text(), '10.00 USD every 1 month')
    const paid = await fetch(session.url!, { method: 'POST', redirect: 'manual' })
    assert.equal(paid.status, 303)
    assert.equal(paid.headers.get('location'), `http://app.test/done?session=${session.id}`)

    const completed = await sdk.checkout.sessions.retrieve(session.id)
    assert.equal(completed.status, 'complete')
    const subscription = await sdk.subscriptions.retrieve(completed.subscription as string)
    assert.equal(subscription.status, 'active')
    assert.equal(subscription.metadata.user_id, '7')
    assert.equal(subscription.items.data[0].price.id, price.id)
    assert.deepEqual(receiver.received, [
      { type: 'checkout.session.completed', valid: true },
      { type: 'customer.subscription.created', valid: true },
      { type: 'invoice.paid', valid: true },
    ])
    const invoices = await sdk.invoices.list({ customer: customer.id })
    assert.lengthOf(invoices.data, 1)
    assert.equal(invoices.data[0].amount_paid, 1000)
    const method = await sdk.paymentMethods.retrieve(subscription.default_payment_method as string)
    assert.equal(method.card!.last4, '4242')
    await receiver.stop()
  })

  test('signs with the webhook secret: a receiver with another secret refuses the event', async ({ assert }) => {
    const receiver = await webhookReceiver(sdk)
    stripe.webhookUrl = receiver.url
    stripe.webhookSecret = 'whsec_other'
    await stripe.emit('customer.created', { id: 'cus_x' })
    assert.deepEqual(receiver.received, [{ type: 'customer.created', valid: false }])
    assert.deepEqual(stripe.deliveries.map((delivery) => delivery.status), [400])
    await receiver.stop()
  })

  test('previews and applies a plan change with proration; cancels at period end and resumes', async ({ assert }) => {
    const { product, price } = await monthlyPlan(1000)
    const bigger = await sdk.prices.create({ product: product.id, currency: 'usd', unit_amount: 3000, recurring: { interval: 'month' } })
    const customer = await sdk.customers.create({ email: 'b@example.com' })
    const session = await sdk.checkout.sessions.create({ mode: 'subscription', customer: customer.id, line_items: [{ price: price.id, quantity: 1 }], success_url: 'http://app.test/done' })
    const started = await stripe.completeCheckout(session.id)
    stripe.advanceClock(15 * 86_400) // half of the 30-day period used

    const itemId = started.items.data[0].id
    const preview = await sdk.invoices.createPreview({ customer: customer.id, subscription: started.id, subscription_details: { items: [{ id: itemId, price: bigger.id }], proration_behavior: 'create_prorations' } })
    assert.equal(preview.total, -500 + 1500)
    assert.lengthOf(preview.lines.data, 2)

    const changed = await sdk.subscriptions.update(started.id, { items: [{ id: itemId, price: bigger.id }], proration_behavior: 'create_prorations' })
    assert.equal(changed.items.data[0].price.id, bigger.id)
    const canceling = await sdk.subscriptions.update(started.id, { cancel_at_period_end: true, cancellation_details: { comment: 'Too expensive' } })
    assert.isTrue(canceling.cancel_at_period_end)
    assert.equal(canceling.cancellation_details!.comment, 'Too expensive')
    const resumed = await sdk.subscriptions.update(started.id, { cancel_at_period_end: false })
    assert.isFalse(resumed.cancel_at_period_end)
    const portal = await sdk.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://app.test/billing' })
    assert.match(portal.url, /\/portal\/bps_/)
  })

  test('a failed renewal turns past_due, then unpaid; a canceled subscription ends at renewal', async ({ assert }) => {
    const { price } = await monthlyPlan()
    const customer = await sdk.customers.create({ email: 'c@example.com' })
    const first = await stripe.completeCheckout((await sdk.checkout.sessions.create({ mode: 'subscription', customer: customer.id, line_items: [{ price: price.id }], success_url: 'http://x' })).id)
    assert.equal((await stripe.renew(first.id, 'failed')).status, 'past_due')
    assert.equal((await stripe.markUnpaid(first.id)).status, 'unpaid')
    assert.deepEqual(stripe.events.slice(-3).map((event) => event.type), ['invoice.payment_failed', 'customer.subscription.updated', 'customer.subscription.updated'])

    const second = await stripe.completeCheckout((await sdk.checkout.sessions.create({ mode: 'subscription', customer: customer.id, line_items: [{ price: price.id }], success_url: 'http://x' })).id)
    await sdk.subscriptions.update(second.id, { cancel_at_period_end: true })
    assert.equal((await stripe.renew(second.id)).status, 'canceled')
    await stripe.settled()
  })
})

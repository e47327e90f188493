import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { expectToast, field, newAccount, openAt, PASSWORD, signInThroughForm, uniqueEmail, waitForPath } from '#core/accounts/tests/browser/browser_helpers'
import { createPlan } from '../../server/plans/plan_writes.js'
import { clearBilling, planRole, startBilling, startPayPalBilling } from '../billing_fixtures.js'
import { saveSettings } from '#tests/helpers/site_settings'

/** Issue 18's PayPal path in Chromium, with cards and PayPal both offered: a guest picks Pro yearly, registers, approves on the local PayPal and lands on billing subscribed. */
test.group('Billing through PayPal in Chromium', (group) => {
  let paypal: Awaited<ReturnType<typeof startPayPalBilling>>
  let stripe: Awaited<ReturnType<typeof startBilling>>

  group.each.setup(async () => {
    await clearBilling()
    // PayPal first (it turns Stripe off), then Stripe's key on top: both gateways offered.
    paypal = await startPayPalBilling({ 'billing.stripe_enable': true })
    stripe = await startBilling()
    return async () => {
      await stripe.stop()
      await paypal.stop()
    }
  })

  test('a guest picks Pro yearly, registers, approves on PayPal and lands on billing subscribed', async ({ assert, cleanup }) => {
    const plan = await createPlan({
      name: 'Pro',
      description: 'Everything, no ads.',
      recommended: true,
      role_id: await planRole(),
      feature_list: ['No ads'],
      prices: [
        { amount: 10, currency: 'USD', interval: 'month', interval_count: 1 },
        { amount: 96, currency: 'USD', interval: 'year', interval_count: 1 },
      ],
    })
    const yearly = plan.prices.find((price) => price.interval === 'year')!
    const { page, context } = await openAt('/pricing')
    cleanup(() => context.close())

    await page.getByRole('article', { name: 'Pro' }).getByRole('link', { name: 'Choose Pro' }).click()
    await waitForPath(page, '/register')
    const email = uniqueEmail('paypal')
    await field(page, 'email').fill(email)
    await field(page, 'password').fill(PASSWORD)
    await field(page, 'password_confirmation').fill(PASSWORD)
    await page.getByRole('button', { name: 'Create account' }).click()
    await waitForPath(page, `/checkout/${plan.id}/${yearly.id}`)

    await page.getByRole('button', { name: 'Pay with card' }).waitFor()
    await page.getByText('You pay on Stripe’s or PayPal’s secure page and come back here.').waitFor()
    await page.getByRole('button', { name: 'Pay with PayPal' }).click()
    await page.waitForURL((url) => url.origin === paypal.paypal.origin)
    await page.getByText('96.00 USD every 1 year').waitFor()
    await page.getByText(email).waitFor()
    await page.getByRole('button', { name: 'Agree & Subscribe' }).click()

    await waitForPath(page, '/billing')
    await expectToast(page, 'Thanks for subscribing!')
    const summary = page.getByRole('region', { name: 'Your plan' })
    await summary.getByRole('heading', { name: 'Pro' }).waitFor()
    await summary.getByText('Active').waitFor()
    await summary.getByText('PayPal', { exact: true }).waitFor()
    await summary.getByText(email).waitFor()
    await page.getByRole('cell', { name: '$96' }).waitFor()

    const user = await db.from('users').where('email', email).firstOrFail()
    assert.containsSubset(await db.from('billing_subscriptions').where('user_id', user.id).firstOrFail(), { gateway: 'paypal', status: 'active', product_id: plan.id, price_id: yearly.id })
  })

  test('switched off, PayPal keeps its subscribers: billing shows their plan there, and they cancel it', async ({ assert, cleanup }) => {
    const plan = await createPlan({ name: 'Pro', role_id: await planRole(), prices: [{ amount: 10, currency: 'USD', interval: 'month', interval_count: 1 }] })
    const person = await newAccount()
    const { page, context } = await openAt('/login')
    cleanup(() => context.close())
    await signInThroughForm(page, person.email)
    await page.getByRole('button', { name: /^Account: / }).waitFor()
    await page.goto(`/checkout/${plan.id}/${plan.prices[0].id}`)
    await page.getByRole('button', { name: 'Pay with PayPal' }).click()
    await page.getByRole('button', { name: 'Agree & Subscribe' }).click()
    await waitForPath(page, '/billing')

    // The admin stops offering PayPal: new checkouts only have cards, this subscription stays on PayPal.
    const restore = await saveSettings({ 'billing.paypal_enable': false })
    cleanup(() => restore())
    await page.reload()
    const summary = page.getByRole('region', { name: 'Your plan' })
    await summary.getByRole('heading', { name: 'Pro' }).waitFor()
    await summary.getByText('PayPal', { exact: true }).waitFor()
    await summary.getByText(person.email).waitFor()
    await summary.getByText('Next payment').waitFor()

    await page.getByRole('link', { name: 'Cancel plan' }).click()
    await waitForPath(page, '/billing/cancel')
    await page.getByRole('textbox', { name: 'Why are you leaving?' }).fill('Found another service')
    await page.getByRole('button', { name: 'Cancel plan' }).click()
    await expectToast(page, 'Your plan was cancelled')
    await waitForPath(page, '/billing')
    await summary.getByText('Ends on').waitFor()
    const stored = await db.from('billing_subscriptions').where('user_id', person.id).firstOrFail()
    assert.containsSubset(stored, { gateway: 'paypal', cancel_reason: 'Found another service' })
    assert.isTrue(Boolean(stored.cancel_at_period_end))
    assert.equal(paypal.paypal.subscriptions.get(stored.gateway_id)!.status, 'SUSPENDED')
  })

  test('error path: a PayPal done path with someone else’s subscription says so', async ({ cleanup }) => {
    const person = await newAccount()
    const { page, context } = await openAt('/login')
    cleanup(() => context.close())
    await signInThroughForm(page, person.email)
    await page.getByRole('button', { name: /^Account: / }).waitFor()
    await page.goto('/checkout/1/1/paypal/done?subscription_id=I-UNKNOWN00000&ba_token=BA-1&token=1')
    await page.getByRole('heading', { name: 'We could not confirm your payment' }).waitFor()
    await page.getByText('This checkout was not found.').waitFor()
  })
})

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { field, newAccount, openAt, PASSWORD, signInThroughForm, uniqueEmail, waitForPath, expectToast } from '#core/accounts/tests/browser/browser_helpers'
import { withoutRolePermission } from '#tests/helpers/permissions'
import { createPlan } from '../../server/plans/plan_writes.js'
import { clearBilling, planRole, startBilling } from '../billing_fixtures.js'
import { saveSettings } from '#tests/helpers/site_settings'

/** The plan's permission here: API docs, which the test takes from plain users for the plan to give. */
const GRANTED = 'api.access'

async function plansOnSale(roleId: number) {
  await createPlan({ name: 'Free', free: true, feature_list: ['Listen with ads'], position: 0 })
  return createPlan({
    name: 'Pro',
    description: 'Everything, no ads.',
    recommended: true,
    position: 1,
    role_id: roleId,
    feature_list: ['No ads', 'API access'],
    prices: [
      { amount: 10, currency: 'USD', interval: 'month', interval_count: 1 },
      { amount: 96, currency: 'USD', interval: 'year', interval_count: 1 },
    ],
  })
}

/** Issue 18's path in Chromium: a guest picks a yearly plan, registers, pays on the local Stripe and lands on billing as a subscriber. */
test.group('Billing in Chromium', (group) => {
  let billing: Awaited<ReturnType<typeof startBilling>>

  group.each.setup(async () => {
    await clearBilling()
    billing = await startBilling()
    return () => billing.stop()
  })

  test('a guest picks Pro yearly, registers, pays on Stripe, lands on billing subscribed and gains the plan', async ({ assert, cleanup }) => {
    await withoutRolePermission('default', GRANTED, async () => {
      const plan = await plansOnSale(await planRole('Plan role API', GRANTED))
      const yearly = plan.prices.find((price) => price.interval === 'year')!
      const { page, context } = await openAt('/pricing')
      cleanup(() => context.close())

      // Yearly by default, with the savings hint: (12 x 10 - 96) / 120 = 20%.
      await page.getByRole('heading', { name: 'Choose the right plan for you' }).waitFor()
      assert.equal(await page.getByRole('radio', { name: 'Yearly' }).getAttribute('aria-checked'), 'true')
      await page.getByText('Save up to 20%').waitFor()
      const pro = page.getByRole('article', { name: 'Pro' })
      await pro.getByText('Recommended').waitFor()
      await pro.getByText('$96').waitFor()
      await pro.getByText('per year').waitFor()
      await page.getByRole('radio', { name: 'Monthly' }).click()
      await pro.getByText('$10').waitFor()
      await page.getByRole('radio', { name: 'Yearly' }).click()
      await page.getByRole('link', { name: 'Contact us' }).waitFor()

      // A guest's checkout goes to register, and the choice survives it.
      await pro.getByRole('link', { name: 'Choose Pro' }).click()
      await waitForPath(page, '/register')
      const email = uniqueEmail('subscriber')
      await field(page, 'email').fill(email)
      await field(page, 'password').fill(PASSWORD)
      await field(page, 'password_confirmation').fill(PASSWORD)
      await page.getByRole('button', { name: 'Create account' }).click()
      await waitForPath(page, `/checkout/${plan.id}/${yearly.id}`)
      await page.getByRole('heading', { name: 'Checkout' }).waitFor()

      // Without the plan, its page sends the person to pricing (the general guard, billing on).
      await page.goto('/api-docs')
      await waitForPath(page, '/pricing')
      await page.goto(`/checkout/${plan.id}/${yearly.id}`)

      // Pay on the local Stripe's hosted page.
      await page.getByRole('button', { name: 'Continue to payment' }).click()
      await page.waitForURL((url) => url.origin === billing.stripe.origin)
      await page.getByText('96.00 USD every 1 year').waitFor()
      await page.getByRole('button', { name: 'Pay' }).click()

      // Back through the done path to billing, subscribed.
      await waitForPath(page, '/billing')
      await expectToast(page, 'Thanks for subscribing!')
      const summary = page.getByRole('region', { name: 'Your plan' })
      await summary.getByRole('heading', { name: 'Pro' }).waitFor()
      await summary.getByText('Active').waitFor()
      await summary.getByText('•••• 4242').waitFor()
      await page.getByRole('cell', { name: '$96' }).waitFor()
      await page.getByRole('link', { name: 'PDF' }).waitFor()

      const user = await db.from('users').where('email', email).firstOrFail()
      const stored = await db.from('billing_subscriptions').where('user_id', user.id).firstOrFail()
      assert.containsSubset(stored, { status: 'active', product_id: plan.id, price_id: yearly.id })

      // The subscriber's menu has Billing instead of Upgrade, and the plan's page opens.
      await page.getByRole('button', { name: /^Account: / }).click()
      const menu = page.getByRole('menu')
      await menu.getByRole('menuitem', { name: 'Billing' }).waitFor()
      assert.equal(await menu.getByRole('menuitem', { name: 'Upgrade' }).count(), 0)
      await page.keyboard.press('Escape')
      await page.goto('/api-docs')
      await page.getByRole('heading', { name: 'API documentation', exact: true, level: 1 }).waitFor()
      assert.equal(new URL(page.url()).pathname, '/api-docs')
    })
  })

  test('a subscriber cancels with a reason and renews; checkout then sends them to billing', async ({ assert, cleanup }) => {
    const plan = await plansOnSale(await planRole())
    const monthly = plan.prices.find((price) => price.interval === 'month')!
    const person = await newAccount({ firstName: 'Cass' })
    const { page, context } = await openAt('/login?redirect=%2Fpricing')
    cleanup(() => context.close())
    await signInThroughForm(page, person.email)
    await waitForPath(page, '/pricing')
    await page.getByRole('radio', { name: 'Monthly' }).click()
    await page.getByRole('article', { name: 'Pro' }).getByRole('link', { name: 'Choose Pro' }).click()
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await page.getByRole('button', { name: 'Pay' }).click()
    await waitForPath(page, '/billing')

    await page.getByRole('link', { name: 'Cancel plan' }).click()
    await waitForPath(page, '/billing/cancel')
    const submit = page.getByRole('button', { name: 'Cancel plan' })
    assert.isTrue(await submit.isDisabled(), 'a reason is needed first')
    await page.getByRole('textbox', { name: 'Why are you leaving?' }).fill('Taking a break')
    await submit.click()
    await expectToast(page, 'Your plan was cancelled')
    await waitForPath(page, '/billing')
    await page.getByText('Ends on').waitFor()
    const stored = await db.from('billing_subscriptions').where('user_id', person.id).firstOrFail()
    assert.equal(stored.cancel_reason, 'Taking a break')
    assert.isTrue(billing.stripe.subscriptions.get(stored.gateway_id)!.cancel_at_period_end)

    await page.getByRole('link', { name: 'Renew plan' }).click()
    await waitForPath(page, '/billing/renew')
    await page.getByRole('button', { name: 'Renew plan' }).click()
    await expectToast(page, 'Your plan was renewed')
    await page.getByText('Next payment').waitFor()

    await page.goto(`/checkout/${plan.id}/${monthly.id}`)
    await waitForPath(page, '/billing')
  })

  test('error paths: a done path with a foreign session says so; with billing off pricing is not found', async ({ assert, cleanup }) => {
    const person = await newAccount()
    const { page, context } = await openAt('/login')
    cleanup(() => context.close())
    await signInThroughForm(page, person.email)
    await page.getByRole('button', { name: /^Account: / }).waitFor()
    await page.goto('/checkout/1/1/stripe/done?session_id=cs_test_unknown')
    await page.getByRole('heading', { name: 'We could not confirm your payment' }).waitFor()
    await page.getByText('This checkout was not found.').waitFor()

    const restore = await saveSettings({ 'billing.enable': false })
    cleanup(() => restore())
    const response = await page.goto('/pricing')
    if (response?.status() !== 404) throw new Error(`pricing answered ${response?.status()} with billing off`)
    await page.getByText("Looks like you've found the doorway to the great nothing").waitFor()
    assert.equal(await page.getByRole('heading', { name: 'Choose the right plan for you' }).count(), 0)
  })
})

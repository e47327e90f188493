import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright-core'
import { field, newAccount, openAt, PASSWORD, signInThroughForm, uniqueEmail, waitForPath, expectToast } from '#core/accounts/tests/browser/browser_helpers'
import { eventually } from '#tests/helpers/eventually'
import { withoutRolePermission } from '#tests/helpers/permissions'
import { expireGracePeriods } from '../../server/jobs/expire_grace_periods_job.js'
import { createPlan } from '../../server/plans/plan_writes.js'
import { clearBilling, planRole, startBilling } from '../billing_fixtures.js'
import { saveSettings } from '#tests/helpers/site_settings'

/** The plan's permission here: API docs, which the test takes from plain users for the plan to give. */
const GRANTED = 'api.access'
/** A permission with a menu item of its own (Backstage, in the account menu) and a page, /backstage/requests. */
const BACKSTAGE = 'backstageRequests.create'
const DAY = 86_400

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

/** Team: 30 USD a month, granting Backstage. */
function teamPlan(roleId: number) {
  return createPlan({ name: 'Team', description: 'For bands.', position: 2, role_id: roleId, feature_list: ['Backstage'], prices: [{ amount: 30, currency: 'USD', interval: 'month', interval_count: 1 }] })
}

/** Signs `email` in, picks `plan` monthly on pricing and pays on the local Stripe's page; ends on billing. */
async function subscribeMonthly(page: Page, email: string, plan: string) {
  await signInThroughForm(page, email)
  await waitForPath(page, '/pricing')
  await page.getByRole('radio', { name: 'Monthly' }).click()
  await page.getByRole('article', { name: plan }).getByRole('link', { name: `Choose ${plan}` }).click()
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await page.getByRole('button', { name: 'Pay' }).click()
  await waitForPath(page, '/billing')
  await page.getByRole('region', { name: 'Your plan' }).getByRole('heading', { name: plan }).waitFor()
}

/** Whether the account menu lists `item`; the menu is closed again after. */
async function accountMenuHas(page: Page, item: string) {
  await page.getByRole('button', { name: /^Account: / }).click()
  const menu = page.getByRole('menu')
  await menu.getByRole('menuitem').first().waitFor()
  const count = await menu.getByRole('menuitem', { name: item }).count()
  await page.keyboard.press('Escape')
  await menu.waitFor({ state: 'hidden' })
  return count > 0
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
    await subscribeMonthly(page, person.email, 'Pro')

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

  test('a subscriber changes plan: the confirm page shows the proration from Stripe, then billing has the new plan and its permission', async ({ assert, cleanup }) => {
    await withoutRolePermission('default', GRANTED, () =>
      withoutRolePermission('default', BACKSTAGE, async () => {
        await plansOnSale(await planRole('Plan role API', GRANTED))
        const team = await teamPlan(await planRole('Plan role Backstage', BACKSTAGE))
        const person = await newAccount({ firstName: 'Ira' })
        const { page, context } = await openAt('/login?redirect=%2Fpricing')
        cleanup(() => context.close())
        await subscribeMonthly(page, person.email, 'Pro')
        assert.isFalse(await accountMenuHas(page, 'Backstage'))

        // Two thirds of the month gone on Stripe: the unused 10 days of Pro (-$3.33) against 10 days of Team ($10).
        billing.stripe.advanceClock(20 * DAY)
        await page.getByRole('link', { name: 'Change plan' }).click()
        await waitForPath(page, '/billing/change-plan')
        await page.getByRole('article', { name: 'Pro' }).getByText('Your current plan').waitFor()
        // Drawn afresh, the page still opens on the side of the subscriber's price (monthly).
        await page.reload()
        await page.getByRole('article', { name: 'Pro' }).getByText('Your current plan').waitFor()
        assert.equal(await page.getByRole('radio', { name: 'Monthly' }).getAttribute('aria-checked'), 'true')
        await page.getByRole('article', { name: 'Team' }).getByRole('link', { name: 'Choose Team' }).click()
        await waitForPath(page, `/billing/change-plan/${team.id}/${team.prices[0].id}/confirm`)
        await page.getByRole('heading', { name: 'Confirm plan change' }).waitFor()
        await page.getByText('Charged now').waitFor()
        await page.getByText('$6.67').waitFor()
        await page.getByText('The unused time of your current plan is deducted.', { exact: false }).waitFor()
        const preview = billing.stripe.requests.filter((request) => request.path === '/v1/invoices/create_preview')
        assert.lengthOf(preview, 1)

        await page.getByRole('button', { name: 'Confirm change' }).click()
        await expectToast(page, 'Your plan was changed')
        await waitForPath(page, '/billing')
        const summary = page.getByRole('region', { name: 'Your plan' })
        await summary.getByRole('heading', { name: 'Team' }).waitFor()
        await summary.getByText('$30 per month').waitFor()
        const stored = await db.from('billing_subscriptions').where('user_id', person.id).firstOrFail()
        assert.containsSubset(stored, { product_id: team.id, price_id: team.prices[0].id, status: 'active' })
        assert.equal(billing.stripe.subscriptions.get(stored.gateway_id)!.items.data[0].price.unit_amount, 3000)

        // Team's permission comes with its menu item and page; Pro's goes (subscribed without it: not found).
        assert.isTrue(await accountMenuHas(page, 'Backstage'))
        await page.goto('/backstage/requests')
        await page.getByRole('heading', { name: /^Share your music on / }).waitFor()
        assert.equal(new URL(page.url()).pathname, '/backstage/requests')
        await page.goto('/api-docs')
        await page.getByText("Looks like you've found the doorway to the great nothing").waitFor()
      })
    )
  })

  test('a failed renewal turns past_due (the plan stays for the grace period, the menu keeps Billing to fix the card), then unpaid: the permission, its menu item and billing go', async ({ assert, cleanup }) => {
    await withoutRolePermission('default', BACKSTAGE, async () => {
      await plansOnSale(await planRole('Plan role Backstage', BACKSTAGE))
      const person = await newAccount({ firstName: 'Lee' })
      const { page, context } = await openAt('/login?redirect=%2Fpricing')
      cleanup(() => context.close())
      await subscribeMonthly(page, person.email, 'Pro')
      const stored = await db.from('billing_subscriptions').where('user_id', person.id).firstOrFail()

      // Stripe renews and the card is refused: invoice.payment_failed, customer.subscription.updated. The stand-in's
      // clock stays at the app's: the grace period counts from the failure's event time, and the app's clock checks it.
      await billing.stripe.renew(stored.gateway_id, 'failed')
      await eventually(async () => assert.equal((await db.from('billing_subscriptions').where('id', stored.id).firstOrFail()).status, 'past_due'))
      await page.reload()
      const summary = page.getByRole('region', { name: 'Your plan' })
      await summary.getByText('Payment due').waitFor()
      await summary.getByRole('alert').getByText('Your last payment failed. Update your payment method to keep your plan.').waitFor()
      await summary.getByRole('link', { name: 'Change payment method' }).waitFor()

      // Within the grace period (7 days) the plan's permission, menu item and page stay; the menu leads to billing, not pricing.
      assert.isTrue(await accountMenuHas(page, 'Backstage'))
      assert.isTrue(await accountMenuHas(page, 'Billing'))
      assert.isFalse(await accountMenuHas(page, 'Upgrade'))
      await page.goto('/backstage/requests')
      await page.getByRole('heading', { name: /^Share your music on / }).waitFor()

      // The grace period is over (set to none) and the scheduled job runs: the permission goes.
      const restore = await saveSettings({ 'billing.grace_period_days': 0 })
      cleanup(() => restore())
      assert.equal(await expireGracePeriods(), 1)
      await page.goto('/backstage/requests')
      await waitForPath(page, '/pricing')
      assert.isFalse(await accountMenuHas(page, 'Backstage'))
      // Stripe still retries: the subscription is there to fix, through the menu's Billing.
      await page.getByRole('button', { name: /^Account: / }).click()
      await page.getByRole('menu').getByRole('menuitem', { name: 'Billing' }).click()
      await waitForPath(page, '/billing')
      await summary.getByRole('alert').getByText('Your last payment failed. Update your payment method to keep your plan.').waitFor()
      await summary.getByRole('link', { name: 'Change payment method' }).waitFor()
      assert.isFalse(await accountMenuHas(page, 'Upgrade'))

      // Stripe gives up retrying: unpaid, and nothing comes back.
      billing.stripe.advanceClock(DAY)
      await billing.stripe.markUnpaid(stored.gateway_id)
      await eventually(async () => assert.equal((await db.from('billing_subscriptions').where('id', stored.id).firstOrFail()).status, 'unpaid'))
      await page.goto('/backstage/requests')
      await waitForPath(page, '/pricing')
      await page.getByRole('article', { name: 'Pro' }).getByRole('link', { name: 'Choose Pro' }).waitFor()
      assert.isTrue(await accountMenuHas(page, 'Upgrade'))
      await page.goto('/billing')
      await waitForPath(page, '/pricing')
    })
  })

  test('error paths: a done path with a foreign session says so; Stripe switched off is not offered at checkout; with billing off pricing is not found', async ({ assert, cleanup }) => {
    const plan = await plansOnSale(await planRole())
    const person = await newAccount()
    const { page, context } = await openAt('/login')
    cleanup(() => context.close())
    await signInThroughForm(page, person.email)
    await page.getByRole('button', { name: /^Account: / }).waitFor()
    await page.goto('/checkout/1/1/stripe/done?session_id=cs_test_unknown')
    await page.getByRole('heading', { name: 'We could not confirm your payment' }).waitFor()
    await page.getByText('This checkout was not found.').waitFor()

    // Its keys are saved, but the admin switched Stripe off: checkout has no card payment to offer.
    const stripeOff = await saveSettings({ 'billing.stripe_enable': false })
    cleanup(() => stripeOff())
    await page.goto(`/checkout/${plan.id}/${plan.prices[0].id}`)
    await page.getByRole('status').getByText('Payments are not set up yet. Please come back later.').waitFor()
    assert.equal(await page.getByRole('button', { name: 'Continue to payment' }).count(), 0)

    const restore = await saveSettings({ 'billing.enable': false })
    cleanup(() => restore())
    const response = await page.goto('/pricing')
    if (response?.status() !== 404) throw new Error(`pricing answered ${response?.status()} with billing off`)
    await page.getByText("Looks like you've found the doorway to the great nothing").waitFor()
    assert.equal(await page.getByRole('heading', { name: 'Choose the right plan for you' }).count(), 0)
  })
})

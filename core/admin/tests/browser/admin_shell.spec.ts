import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { SettingsStore } from '#core/settings/server/settings_store'
import { grantPermissions } from '#tests/helpers/permissions'
import { expectToast, field, newAccount, openAt, signInThroughForm, waitForPath, withSettings } from '#core/accounts/tests/browser/browser_helpers'

const NOT_FOUND = "Looks like you've found the doorway to the great nothing"

async function storedSetting(key: string) {
  const store = await app.container.make(SettingsStore)
  await store.refresh(true)
  return store.get(key, null)
}

/** Issue 14: the admin shell, drawn from the declared screens, and the settings screen in it. */
test.group('Admin shell in Chromium', () => {
  test('an admin signs in to the admin area, finds Settings in the sidebar and saves a setting', async ({ assert, cleanup }) => {
    cleanup(await withSettings({ 'branding.site_name': 'Cadenza', 'branding.site_description': 'Before', 'site.contact_email': 'owner@example.com' }))
    const admin = await newAccount({ admin: true, firstName: 'Ada' })
    const { page, context } = await openAt('/login')
    cleanup(() => context.close())
    await signInThroughForm(page, admin.email)

    // Spec section 2: admins land in the admin area.
    await waitForPath(page, '/admin')
    await page.getByRole('heading', { name: 'Welcome back, Ada' }).waitFor()
    // The logs module's card fills the overview's widgets zone, with the zone's period.
    const errorsCard = page.locator('section', { has: page.getByRole('heading', { name: 'Errors' }) })
    await errorsCard.getByTestId('recent-errors-count').waitFor()
    assert.isTrue(await errorsCard.getByText('Last 7 days').isVisible())
    const nav = page.getByRole('navigation', { name: 'Admin' })
    assert.isTrue(await nav.getByRole('heading', { name: 'System' }).isVisible())
    assert.isTrue(await nav.getByRole('link', { name: 'Logs' }).isVisible())
    // The appearance editor is drawn now (issue 20): its link is there.
    assert.isTrue(await nav.getByRole('link', { name: 'Appearance', exact: true }).isVisible())

    await nav.getByRole('link', { name: 'Settings' }).click()
    await waitForPath(page, '/admin/settings')
    await nav.locator('a[aria-current="page"]', { hasText: 'Settings' }).waitFor()
    await page.getByRole('tab', { name: 'General', selected: true }).waitFor()

    // Nothing changed: no save bar. A change brings it; saving stores the value.
    assert.equal(await page.getByRole('button', { name: 'Save changes' }).count(), 0)
    await page.locator('textarea[name="branding.site_description"]').fill('Music for everyone, everywhere')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expectToast(page, 'Settings saved')
    assert.equal(await storedSetting('branding.site_description'), 'Music for everyone, everywhere')
    await page.getByRole('button', { name: 'Save changes' }).waitFor({ state: 'detached' })

    // The server's validation error shows under its field, which takes focus; nothing is stored. The
    // form's own rules would refuse a bad address before sending it, so the value is bad on the wire
    // only, as a rule the server alone knows would find it.
    await page.route(
      '**/api/v1/settings?*',
      (route) => {
        const body = route.request().postDataJSON()
        body.settings['site.contact_email'] = 'not an address'
        return route.continue({ postData: JSON.stringify(body) })
      },
      { times: 1 }
    )
    await field(page, 'site.contact_email').fill('someone@example.org')
    await page.getByRole('button', { name: 'Save changes' }).click()
    const contact = field(page, 'site.contact_email')
    await page.locator('input[name="site.contact_email"][aria-invalid="true"]').waitFor()
    const describedBy = (await contact.getAttribute('aria-describedby'))!.split(' ')
    const messages = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()))
    assert.isTrue(messages.some((message) => message?.includes('The Contact email field must be a valid email address')), messages.join(' | '))
    assert.isTrue(await contact.evaluate((input) => input === input.ownerDocument.activeElement))
    assert.equal(await storedSetting('site.contact_email'), 'owner@example.com')

    // The form's own rules (the settings schema's): Save is disabled while a field breaks one.
    await field(page, 'branding.site_name').fill('')
    await field(page, 'branding.site_name').blur()
    await page.getByText('This field is required.').waitFor()
    assert.isTrue(await page.getByRole('button', { name: 'Save changes' }).isDisabled())

    // Tabs are addresses of their own, and the same form: going there keeps the edits without asking.
    await page.getByRole('tab', { name: 'GDPR' }).click()
    await waitForPath(page, '/admin/settings/gdpr')
    assert.equal(await page.getByRole('dialog').count(), 0)

    // Leaving with unsaved changes asks first: Cancel stays with the edits, the confirmation leaves.
    await nav.getByRole('link', { name: 'Logs' }).click()
    const leave = page.getByRole('dialog', { name: 'Leave this page?' })
    await leave.getByRole('button', { name: 'Cancel' }).click()
    await leave.waitFor({ state: 'detached' })
    assert.equal(new URL(page.url()).pathname, '/admin/settings/gdpr')
    await page.getByRole('tab', { name: 'General' }).click()
    assert.equal(await field(page, 'site.contact_email').inputValue(), 'someone@example.org')
    await nav.getByRole('link', { name: 'Logs' }).click()
    await leave.getByRole('button', { name: 'Leave without saving' }).click()
    await waitForPath(page, '/admin/logs')
    assert.equal(await storedSetting('branding.site_name'), 'Cadenza')
  })

  test('someone without admin.access opening /admin gets the not-found page, not the shell', async ({ assert, cleanup }) => {
    const listener = await newAccount()
    const { page, context } = await openAt('/login?redirect=%2Fadmin')
    cleanup(() => context.close())
    await signInThroughForm(page, listener.email)
    await waitForPath(page, '/admin')
    await page.getByText(NOT_FOUND).waitFor()
    assert.equal(await page.getByRole('navigation', { name: 'Admin' }).count(), 0)
    assert.equal(await page.getByRole('link', { name: 'Settings' }).count(), 0)
  })

  test("an admin without a screen's permission sees no link to it and gets the not-found page at its address", async ({ assert, cleanup }) => {
    const reader = await newAccount({ firstName: 'Rita' })
    await grantPermissions(reader.id, ['admin.access', 'logs.view'])
    cleanup(async () => {
      await db.from('user_roles').where('user_id', reader.id).delete()
    })
    const { page, context } = await openAt('/login?redirect=%2Fadmin%2Fsettings')
    cleanup(() => context.close())
    await signInThroughForm(page, reader.email)
    await waitForPath(page, '/admin/settings')
    await page.getByText(NOT_FOUND).waitFor()
    assert.equal(await page.getByRole('navigation', { name: 'Admin' }).count(), 0)

    await page.goto('/admin')
    const nav = page.getByRole('navigation', { name: 'Admin' })
    await nav.getByRole('link', { name: 'Logs' }).waitFor()
    assert.equal(await nav.getByRole('link', { name: 'Settings' }).count(), 0)
  })

  test("a zone's fill is only drawn for people holding its permission", async ({ assert, cleanup }) => {
    const areaOnly = await newAccount({ firstName: 'Otto' })
    await grantPermissions(areaOnly.id, ['admin.access'])
    cleanup(async () => {
      await db.from('user_roles').where('user_id', areaOnly.id).delete()
    })
    const { page, context } = await openAt('/login')
    cleanup(() => context.close())
    await signInThroughForm(page, areaOnly.email)
    await waitForPath(page, '/admin')
    await page.getByRole('heading', { name: 'Welcome back, Otto' }).waitFor()
    await page.waitForLoadState('networkidle')
    assert.equal(await page.getByRole('heading', { name: 'Errors' }).count(), 0)
    assert.equal(await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Logs' }).count(), 0)
  })
})

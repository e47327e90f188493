import { test } from '@japa/runner'
import { TestSmtpServer } from '#tests/helpers/smtp_server'
import { expectToast, field, newAccount, openAt, signInThroughForm, waitForPath, withSettings } from '#core/accounts/tests/browser/browser_helpers'

/** Issue 16: the settings screen's tabs, a saved setting on the site, and the test email. */
test.group('Settings screen in Chromium', () => {
  test('an admin renames the site in the general tab and the site shows the new name', async ({ assert, cleanup }) => {
    cleanup(await withSettings({ 'branding.site_name': 'Cadenza' }))
    const admin = await newAccount({ admin: true })
    const { page, context } = await openAt('/login?redirect=%2Fadmin%2Fsettings')
    cleanup(() => context.close())
    await signInThroughForm(page, admin.email)
    await waitForPath(page, '/admin/settings')

    await page.getByRole('tab', { name: 'General', selected: true }).waitFor()
    // The spec's sixteen tabs, in its order; ads, themes and the landing page have screens of their own.
    const tabs = await page.getByRole('tablist', { name: 'Settings' }).getByRole('tab').allTextContents()
    assert.deepEqual(tabs.slice(0, 16), [
      'General', 'Subscriptions', 'Localization', 'Authentication', 'Uploading', 'Outgoing email', 'Cache', 'Analytics',
      'Logging', 'Queue', 'Websockets', 'reCAPTCHA', 'GDPR', 'Search', 'Providers', 'Player',
    ])
    for (const elsewhere of ['Ads', 'Themes', 'Landing page']) assert.notInclude(tabs, elsewhere)

    await field(page, 'branding.site_name').fill('Radio Nowhere')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expectToast(page, 'Settings saved')

    await page.goto('/')
    await page.getByRole('link', { name: 'Radio Nowhere' }).first().waitFor()
  })

  test('a test email shows the mail server’s refusal, then its success, in a toast', async ({ cleanup }) => {
    const smtp = await TestSmtpServer.start({ refuseFirst: 1 })
    cleanup(() => smtp.stop())
    await smtp.captureAppMail()
    const admin = await newAccount({ admin: true })
    const { page, context } = await openAt('/login?redirect=%2Fadmin%2Fsettings%2Foutgoing-email')
    cleanup(() => context.close())
    await signInThroughForm(page, admin.email)
    await waitForPath(page, '/admin/settings/outgoing-email')

    const send = page.getByRole('button', { name: 'Send a test email' })
    await send.click()
    await page.getByRole('region', { name: 'Notifications' }).getByText(/^The mail server did not take the email: .*Try again later/).waitFor()
    await send.click()
    await expectToast(page, `Test email sent to ${admin.email}`)
    await smtp.waitForMessage(admin.email)
  })
})

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import {
  expectToast,
  field,
  newAccount,
  openAt,
  signInThroughForm,
  waitForPath,
} from '#core/accounts/tests/browser/browser_helpers'

/** What a hostile client could send past the editor (which itself never writes these). */
const HOSTILE_HTML =
  '<script>window.pwned = "script"</script><img src="/missing.png" onerror="window.pwned = \'onerror\'" alt="Storefront">'

/** Issue 16: an admin writes a custom page in the editor and it is on the site, inert; the audit log says who did it. */
test.group('Custom pages admin in Chromium', (group) => {
  group.each.setup(async () => {
    // What an earlier try of this test may have left (a retry sets the group up again: tests/helpers/whole_retries.ts).
    await db.from('custom_pages').where('slug', 'store-hours').orWhere('title', 'Store hours').delete()
  })

  test('an admin creates a page (a taken address refused on its field), it shows on the site with its script inert, and the audit log has it', async ({
    assert,
    cleanup,
  }) => {
    // A name of this try's own: the audit log keeps an earlier try's entry.
    const firstName = `Ada${Date.now().toString(36)}`
    const admin = await newAccount({ admin: true, firstName })
    const { page, context } = await openAt('/login?redirect=%2Fadmin%2Fcustom-pages')
    cleanup(() => context.close())
    await signInThroughForm(page, admin.email)
    await waitForPath(page, '/admin/custom-pages')
    await page.getByRole('row', { name: /About us/ }).waitFor()
    await page.getByRole('link', { name: 'New page' }).first().click()
    await waitForPath(page, '/admin/custom-pages/new')

    // The address follows the title; save stays disabled until the title is there.
    await field(page, 'title').fill('Store hours')
    assert.equal(await field(page, 'slug').inputValue(), 'store-hours')
    const editor = page.getByRole('textbox', { name: 'Content' })
    await editor.click()
    await page.keyboard.type('Open every day from nine.')
    await page.getByRole('button', { name: 'Bold' }).click()
    // The toolbar hands the focus back to the text: a key typed before that would press the button again.
    await editor.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const check = () =>
            element.ownerDocument.activeElement &&
            element.contains(element.ownerDocument.activeElement)
              ? resolve()
              : setTimeout(check, 20)
          check()
        })
    )
    await page.keyboard.type(' Closed on holidays.')

    // The body as a hostile client would send it, past the editor: the server's sanitizer is what stands.
    await page.route('**/api/v1/custom-pages', async (route) => {
      const sent = route.request().postDataJSON()
      await route.continue({
        postData: JSON.stringify({ ...sent, body: sent.body + HOSTILE_HTML }),
      })
    })

    // A taken address: the server's message under the field, which takes focus; nothing stored.
    await field(page, 'slug').fill('about-us')
    await page.getByRole('button', { name: 'Create page' }).click()
    await page.getByText('The slug has already been taken.').waitFor()
    assert.isTrue(
      await field(page, 'slug').evaluate((input) => input === input.ownerDocument.activeElement)
    )
    assert.isNull(await db.from('custom_pages').where('title', 'Store hours').first())

    await field(page, 'slug').fill('store-hours')
    await page.getByRole('button', { name: 'Create page' }).click()
    await expectToast(page, 'Page created')
    await page.waitForURL(/\/admin\/custom-pages\/\d+\/edit$/)
    const stored = await db.from('custom_pages').where('slug', 'store-hours').firstOrFail()
    assert.include(stored.body, '<strong> Closed on holidays.</strong>')
    assert.notMatch(stored.body, /script|onerror|pwned/)

    // On the site: the text is there, the script never ran, the image has no handler.
    await page.goto('/pages/store-hours')
    await page.getByRole('heading', { name: 'Store hours' }).waitFor()
    await page.getByText('Open every day from nine.').waitFor()
    await page.locator('article img[alt="Storefront"]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    assert.isUndefined(await page.evaluate(() => (globalThis as { pwned?: string }).pwned))
    assert.equal(await page.locator('article script, article [onerror]').count(), 0)

    // The audit log, filtered by action: who created which page; the entry shows its fields after.
    await page.goto('/admin/audit-log?action=custom_page.created')
    await page.getByRole('row', { name: new RegExp(`${firstName} Tester`) }).click()
    await page.waitForURL(/\/admin\/audit-log\/\d+$/)
    await page.locator('pre', { hasText: 'Store hours' }).waitFor()
    assert.isTrue(await page.locator('pre', { hasText: 'store-hours' }).isVisible())
  })
})

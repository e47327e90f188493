import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { newAccount, openAt, signInThroughForm, waitForPath, withSettings, expectToast } from '#core/accounts/tests/browser/browser_helpers'

/** Issue 16: add a language, translate a line, and see it on the site through the language switcher. */
test.group('Localizations in Chromium', (group) => {
  group.each.setup(async () => {
    await db.from('users').where('language', 'fr').update({ language: null })
    await db.from('localizations').where('language', 'fr').delete()
  })

  test('an admin adds French, translates a line, switches the site to French and reads it there', async ({ assert, cleanup }) => {
    cleanup(await withSettings({ 'i18n.enable': true }))
    const admin = await newAccount({ admin: true })
    const { page, context } = await openAt('/login?redirect=%2Fadmin%2Flocalizations')
    cleanup(() => context.close())
    await signInThroughForm(page, admin.email)
    await waitForPath(page, '/admin/localizations')

    await page.getByRole('button', { name: 'Add language' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add language' })
    await dialog.getByRole('combobox', { name: 'Language' }).fill('Fren')
    await page.getByRole('option', { name: 'French (fr)' }).click()
    assert.equal(await dialog.getByRole('textbox', { name: 'Name' }).inputValue(), 'French')
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Français')
    await dialog.getByRole('button', { name: 'Add' }).click()
    await page.getByRole('heading', { name: 'Translate Français' }).waitFor()

    // Missing only, searched: the line, translated and saved.
    await page.getByText('Missing only', { exact: true }).click()
    assert.isTrue(await page.getByRole('switch', { name: 'Missing only' }).isChecked())
    await page.getByRole('searchbox', { name: 'Search lines' }).fill('Liked songs')
    const line = page.getByRole('textbox', { name: 'Translation of “Liked songs”' })
    await line.fill('Titres likés')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expectToast(page, 'Translations saved')
    // Translated now, so no longer missing.
    await line.waitFor({ state: 'detached' })

    // The switcher in the site's top bar changes the admin's language; the page comes back in French.
    await page.goto('/')
    await page.getByRole('button', { name: 'Language' }).click()
    await page.getByRole('menuitemradio', { name: 'Français' }).click()
    await page.getByRole('link', { name: 'Titres likés' }).first().waitFor()
    assert.equal((await db.from('users').where('id', admin.id).first()).language, 'fr')
  })
})

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

  test('the languages list searches, opens a language from its row, and deletes one in bulk while English stays', async ({ assert, cleanup }) => {
    const now = new Date()
    const [french] = await db.table('localizations').insert({ name: 'Français', language: 'fr', lines: '{}', created_at: now, updated_at: now })
    const admin = await newAccount({ admin: true })
    const { page, context } = await openAt('/login?redirect=%2Fadmin%2Flocalizations')
    cleanup(() => context.close())
    await signInThroughForm(page, admin.email)
    await waitForPath(page, '/admin/localizations')
    const grid = page.getByRole('grid', { name: 'Localizations' })

    await page.getByRole('searchbox', { name: 'Search languages' }).fill('fran')
    await page.waitForURL((url) => url.searchParams.get('query') === 'fran')
    await grid.getByRole('row', { name: /Français/ }).click()
    await page.getByRole('heading', { name: 'Translate Français' }).waitFor()
    // The searched view is a link.
    await page.goto('/admin/localizations?query=fran')

    await grid.getByRole('row').filter({ hasText: 'Français' }).locator('label').first().click()
    await page.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog', { name: 'Delete 1 language?' }).getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('status').getByText('1 language deleted').waitFor()
    await page.getByText('There are no items matching your query').waitFor()
    await page.getByText('1 language deleted').waitFor({ state: 'detached', timeout: 15_000 })
    assert.isNull((await db.from('localizations').where('id', french).first()) ?? null)
    assert.isNotNull(await db.from('localizations').where('language', 'en').first())
  }).timeout(90_000)
})


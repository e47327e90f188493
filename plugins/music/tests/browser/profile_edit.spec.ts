import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { urls } from '#plugins/music/shared/urls'
import { newListener, openAt, signIn, uniqueWord } from './music_browser.js'

test.group('Editing one’s profile in Chromium', () => {
  test('the owner edits name, bio and a link; visitors see them; a bad link is refused on its field', async ({
    assert,
    cleanup,
  }) => {
    const word = uniqueWord('Nova')
    const listener = await newListener()
    const { page, context } = await openAt(urls.user({ id: listener.id, name: 'Robin Tester' }))
    cleanup(() => context.close())
    await signIn(page, listener.email)
    await page.getByRole('button', { name: 'Edit profile' }).click()

    const dialog = page.getByRole('dialog', { name: 'Edit profile' })
    await dialog.getByLabel('Display name').fill(`DJ ${word}`)
    await dialog.getByLabel('Bio').fill('Late-night synth sets.')
    await dialog.getByRole('button', { name: 'Add link' }).click()
    await dialog.getByLabel('Title').fill('Website')
    await dialog.getByLabel('URL').fill('ftp://files.example.com')
    await dialog.getByRole('button', { name: 'Save' }).click()
    // The server refuses the URL; the message sits under the field and nothing is stored.
    await dialog.getByText('Enter a web address starting with http:// or https://.').waitFor()
    assert.isNull((await db.from('profiles').where('user_id', listener.id).first())?.display_name ?? null)

    await dialog.getByLabel('URL').fill('https://nova.example.com')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('heading', { level: 1, name: `DJ ${word}` }).waitFor()
    await page.getByText('Late-night synth sets.').waitFor()
    assert.equal(await page.getByRole('link', { name: 'Website' }).getAttribute('href'), 'https://nova.example.com')

    const visitor = await openAt(urls.user({ id: listener.id, name: `DJ ${word}` }))
    cleanup(() => visitor.context.close())
    await visitor.page.getByRole('heading', { level: 1, name: `DJ ${word}` }).waitFor()
    await visitor.page.getByRole('link', { name: 'Website' }).waitFor()
    assert.equal(await visitor.page.getByRole('button', { name: 'Edit profile' }).count(), 0)
  })
})

import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { makeChannel, makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { expectToast } from '#core/accounts/tests/browser/browser_helpers'
import { openAt, signIn, uniqueWord } from './music_browser.js'

/** The track names of the homepage row called `channelName`, in order. */
async function homepageRow(page: Page, channelName: string) {
  const row = page.getByRole('region', { name: channelName })
  await row.locator('a[href^="/track/"]').first().waitFor()
  return row.locator('a[href^="/track/"]').allTextContents()
}

/** Issue 16: an admin edits a channel's items and the homepage shows the change. */
test.group('Music admin: channel editor in Chromium', () => {
  test('add, reorder and remove items, fix a taken slug, save, and the homepage follows', async ({ assert, cleanup }) => {
    const word = uniqueWord('Pick')
    const [first, second] = [await makeTrack({ name: `${word} One` }), await makeTrack({ name: `${word} Two` })]
    await makeTrack({ name: `${word} Three` })
    const channel = await makeChannel({ contentType: 'tracks', layout: 'grid' }, { slug: word.toLowerCase(), homepage: true, items: [first, second] })
    await makeChannel({ contentType: 'tracks' }, { slug: `${word.toLowerCase()}-taken` })
    const admin = await UserFactory.apply('admin').create()

    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    assert.deepEqual(await homepageRow(page, channel.name), [`${word} One`, `${word} Two`])
    await signIn(page, admin.email)
    await page.goto(`/admin/channels/${channel.slug}/edit`)

    const items = page.getByRole('grid', { name: 'Items' })
    await items.getByRole('row', { name: `${word} Two` }).waitFor()
    // Search to add the third track.
    await page.getByRole('searchbox', { name: 'Add tracks' }).fill(`${word} Three`)
    await page.getByRole('option', { name: new RegExp(`${word} Three`) }).click()
    await items.getByRole('row', { name: `${word} Three` }).waitFor()

    // Reorder from the keyboard: the third track's handle, Enter, up to the drop target before the first, Enter.
    await items.getByRole('row', { name: `${word} Three` }).getByRole('button', { name: 'Drag to reorder' }).focus()
    await page.keyboard.press('Enter')
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Enter')
    await items.getByRole('button', { name: `Remove ${word} One` }).click()
    assert.deepEqual(await items.getByRole('row').allTextContents().then((rows) => rows.map((row) => row.match(new RegExp(`${word} \\w+`))?.[0])), [`${word} Three`, `${word} Two`])

    // The preview draws the draft as the homepage will.
    await page.getByRole('region', { name: 'Preview' }).getByRole('link', { name: `${word} Three` }).waitFor()

    // A taken slug is refused under its field; fixing it saves.
    await page.getByRole('textbox', { name: 'Slug' }).fill(`${word.toLowerCase()}-taken`)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Another channel already has this slug.').waitFor()
    await page.getByRole('textbox', { name: 'Slug' }).fill(channel.slug)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expectToast(page, 'Channel saved')

    await page.goto('/')
    assert.deepEqual(await homepageRow(page, channel.name), [`${word} Three`, `${word} Two`])
  })
})

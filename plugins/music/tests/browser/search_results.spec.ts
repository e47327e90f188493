import { test } from '@japa/runner'
import { clearPopularHeads } from '#plugins/music/server/search/popular_head'
import { makeArtist, makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { openAt, uniqueWord, waitForPath } from './music_browser.js'

test.group('Search results in Chromium', () => {
  test("an artist's name finds their songs; the top result is not repeated under it; clearing the field clears the results", async ({
    assert,
    cleanup,
  }) => {
    const word = uniqueWord('Neonz')
    const artist = await makeArtist({ name: `${word} Harbor`, plays: 100 })
    await makeArtist({ name: `${word} Dreams`, plays: 1 })
    for (const [name, plays] of [['Drift', 30], ['Tidewater', 20], ['Low Beacon', 10]] as const)
      await makeTrack({ name, artists: [artist], plays })
    clearPopularHeads()

    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor()
    const field = page.getByRole('searchbox', { name: 'Search' })
    await field.pressSequentially(word, { delay: 20 })
    await waitForPath(page, (path) => path === `/search/${word}`)

    const top = page.getByRole('main').getByRole('heading', { name: 'Top result' })
    await top.waitFor()
    // The top result's card, and not again in the artists row under it.
    await page.getByRole('button', { name: `Play ${word} Harbor` }).waitFor()
    const artistsRow = page.getByRole('main').getByRole('list', { name: 'Artists', exact: true })
    await artistsRow.getByRole('link', { name: `${word} Dreams` }).waitFor()
    assert.equal(await artistsRow.getByRole('link', { name: `${word} Harbor` }).count(), 0)
    const songs = page.getByRole('grid', { name: 'Songs' })
    await songs.getByRole('link', { name: 'Drift' }).waitFor()
    assert.deepEqual(await songs.locator('[role=row] a[href^="/track/"]').allTextContents(), ['Drift', 'Tidewater', 'Low Beacon'])

    await page.getByRole('button', { name: 'Clear search' }).click()
    await waitForPath(page, (path) => path === '/search')
    await top.waitFor({ state: 'detached' })
    assert.equal(await field.inputValue(), '')
    assert.equal(await songs.count(), 0)
  })
})

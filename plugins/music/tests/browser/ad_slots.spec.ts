import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { withSettings } from '#core/accounts/tests/browser/browser_helpers'
import { makeArtist } from '#plugins/music/tests/helpers/catalogue_factory'
import { urls } from '#plugins/music/shared/urls'
import { openAt, uniqueWord } from './music_browser.js'

const ad = (description: string) => ({ enabled: true, image: '/favicon.ico', description, url: 'https://label.example/out-now' })

/** The descriptions of the ads drawn on the page, top to bottom (each ad's image is described by its text). */
async function shownAds(page: Page) {
  const ads = page.getByRole('complementary', { name: 'Advertisement' })
  return ads.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')))
}

test.group('Ad slots on the site in Chromium', () => {
  test('the general slots frame every music page but the artist page, which shows its own; none while ads are off', async ({
    assert,
    cleanup,
  }) => {
    const word = uniqueWord('Adslot')
    const artist = await makeArtist({ name: `${word} Artist` })
    cleanup(
      await withSettings({
        'ads.disable': false,
        'ads.general_top': ad('General top banner'),
        'ads.general_bottom': ad('General bottom banner'),
        'ads.artist_top': ad('Artist top banner'),
        // Switched off on the ads screen: never drawn.
        'ads.artist_bottom': { ...ad('Artist bottom banner'), enabled: false },
      })
    )
    const { page, context } = await openAt('/search')
    cleanup(() => context.close())
    await page.getByRole('complementary', { name: 'Advertisement' }).first().waitFor()
    assert.deepEqual(await shownAds(page), ['General top banner', 'General bottom banner'])
    assert.equal(
      await page.getByRole('link', { name: 'General top banner' }).getAttribute('href'),
      'https://label.example/out-now'
    )

    await page.goto(urls.artist(artist))
    await page.getByRole('heading', { level: 1, name: `${word} Artist` }).waitFor()
    assert.deepEqual(await shownAds(page), ['Artist top banner'])

    await withSettings({ 'ads.disable': true })
    await page.goto('/search')
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    assert.deepEqual(await shownAds(page), [])
  })
})

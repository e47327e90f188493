import { test } from '@japa/runner'
import { openPage, waitForApp, waitForCondition } from '#tests/helpers/browser'
import { withSettings } from '#core/accounts/tests/browser/browser_helpers'
import { urls } from '#plugins/music/shared/urls'
import { albumCover } from '#plugins/music/server/demo/artwork'
import { storeImage } from '#plugins/music/server/import/media_store'
import { makeAlbum, makeArtist } from '#plugins/music/tests/helpers/catalogue_factory'
import { newListener, signIn } from './music_browser.js'
import { makePlayableAlbum, playerBar, waitForPosition } from './player_test_catalogue.js'

test.group('Server-drawn pages in Chromium', () => {
  test('a track page shows its title, play button and seekbar before any JavaScript runs', async ({ assert, cleanup }) => {
    const { tracks } = await makePlayableAlbum({ tracks: 1 })
    const [track] = tracks
    const { page, context } = await openPage(urls.track(track), { javaScriptEnabled: false })
    cleanup(() => context.close())

    await page.getByRole('heading', { level: 1, name: track.name }).waitFor()
    assert.isTrue(await page.getByRole('button', { name: `Play ${track.name}`, exact: true }).first().isVisible())
    assert.isAbove(await page.getByRole('slider', { name: 'Seek' }).count(), 0)
    assert.isTrue(await page.getByRole('navigation').first().getByRole('link', { name: 'Home' }).isVisible())
  })

  test('the browser adopts the drawn page instead of drawing it again, and it plays', async ({ assert, cleanup }) => {
    const { tracks } = await makePlayableAlbum({ tracks: 1 })
    const [track] = tracks
    const { page, context } = await openPage('/404')
    cleanup(() => context.close())
    // Keep the heading the server sent, to compare with what is on screen once the app runs.
    // Page code as text: this file is type-checked without the DOM library.
    await page.addInitScript(
      `document.addEventListener('DOMContentLoaded', () => { window.drawnHeading = document.querySelector('main h1') })`
    )
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text())
    })

    await page.goto(urls.track(track))
    await waitForApp(page)
    const play = page.getByRole('button', { name: `Play ${track.name}`, exact: true }).first()
    await play.click()
    await waitForPosition(page, 1)
    assert.isTrue(await page.evaluate('window.drawnHeading !== null && document.contains(window.drawnHeading)'))
    assert.equal(await playerBar(page).getByRole('link').first().textContent(), track.name)
    assert.deepEqual(warnings.filter((text) => text.includes('Hydration')), [])
  })

  test("a signed-in listener's page is drawn with their like, and the browser adopts it", async ({ assert, cleanup }) => {
    const { tracks } = await makePlayableAlbum({ tracks: 1 })
    const [track] = tracks
    const listener = await newListener()
    const { page, context } = await openPage('/404')
    cleanup(() => context.close())
    await signIn(page, listener.email)
    const like = () => page.getByRole('button', { name: `Save ${track.name} to your library` }).first()
    await page.goto(urls.track(track))
    await waitForApp(page)
    await like().click()
    await page.getByRole('button', { name: `Remove ${track.name} from your library` }).first().waitFor()

    // Drawn by the server with the like in it: the heading and the pressed heart are there before any script.
    await page.addInitScript(
      `document.addEventListener('DOMContentLoaded', () => { window.drawnHeading = document.querySelector('main h1'); window.drawnLiked = !!document.querySelector('main [aria-pressed="true"][aria-label^="Remove"]') })`
    )
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text())
    })
    await page.reload()
    await waitForApp(page)
    assert.isTrue(await page.evaluate('window.drawnLiked'))
    assert.isTrue(await page.evaluate('window.drawnHeading !== null && document.contains(window.drawnHeading)'))
    assert.deepEqual(warnings.filter((text) => text.includes('Hydration')), [])
    await page.getByRole('button', { name: `Remove ${track.name} from your library` }).first().click()
    await like().waitFor()
  })

  test('Play pressed before the app has run plays once the app is there', async ({ assert, cleanup }) => {
    const { tracks } = await makePlayableAlbum({ tracks: 1 })
    const [track] = tracks
    const { page, context } = await openPage('/404')
    cleanup(() => context.close())
    // The app's code arrives late, as on a slow connection: the drawn page is on screen without it.
    let releaseApp = () => {}
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve))
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await appHeld
      await route.continue()
    })

    await page.goto(urls.track(track))
    const play = page.getByRole('button', { name: `Play ${track.name}`, exact: true }).first()
    await play.click()
    await play.click()
    assert.isNull(await page.locator('html').getAttribute('data-app-ready'))
    releaseApp()

    await waitForApp(page)
    await waitForPosition(page, 1)
    assert.equal(await playerBar(page).getByRole('link').first().textContent(), track.name)
  })

  test("a light-scheme visitor's page is light from its first paint, before the app runs", async ({ assert, cleanup }) => {
    // The site follows the visitor's scheme (its default mode could pick dark for everyone).
    cleanup(await withSettings({ 'themes.default_mode': 'system' }))
    const { tracks } = await makePlayableAlbum({ tracks: 1 })
    const { page, context } = await openPage('/404', { colorScheme: 'light' })
    cleanup(() => context.close())
    // What the page looked like when its markup was in, before the app's code ran.
    await page.addInitScript(
      `document.addEventListener('DOMContentLoaded', () => { window.firstLook = { dark: document.documentElement.classList.contains('dark'), background: getComputedStyle(document.documentElement).getPropertyValue('--be-background').trim() } })`
    )
    await page.goto(urls.track(tracks[0]))
    await waitForApp(page)
    const firstLook = (await page.evaluate('window.firstLook')) as { dark: boolean; background: string }
    assert.isFalse(firstLook.dark)
    assert.notEqual(firstLook.background, '18 18 20')
    assert.isFalse(await page.evaluate('document.documentElement.classList.contains("dark")'))
  })

  test("covers that arrived before the app ran still fade in (their load event had no listener yet)", async ({ assert, cleanup }) => {
    const artist = await makeArtist({ name: `Covered ${Date.now()}` })
    const image = await storeImage(albumCover(artist.name, 64), 'image/png', 'covers')
    const album = await makeAlbum({ name: `${artist.name} Album`, artists: [artist] })
    await album.merge({ image }).save()

    const { page, context } = await openPage(urls.artist(artist))
    cleanup(() => context.close())
    const cover = page.locator(`main img[src="${image}"]`).first()
    await cover.waitFor()
    await waitForCondition(
      page,
      `[...document.querySelectorAll('main img[src="${image}"]')].every((img) => img.complete && getComputedStyle(img).opacity === '1')`,
      { timeout: 5000 }
    )
    assert.isTrue(await cover.isVisible())
  })
})

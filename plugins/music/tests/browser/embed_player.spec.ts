import { test } from '@japa/runner'
import { urls } from '../../shared/urls.js'
import { openAt } from './music_browser.js'
import {
  currentTitle,
  makePlayableAlbum,
  playAlbum,
  playerBar,
  type PlayableAlbum,
} from './player_test_catalogue.js'

const QUEUE_KEY = 'cadenza.player.queue'

/**
 * An embed in an iframe on another page of the same origin shares the app's
 * localStorage: it must play without touching what the listener left there.
 */
test.group('Track embed in an iframe', (group) => {
  let listening: PlayableAlbum
  let embedded: PlayableAlbum
  group.setup(async () => {
    listening = await makePlayableAlbum({ tracks: 2 })
    embedded = await makePlayableAlbum({ tracks: 1 })
  })

  test("plays, and the listener's saved queue stays the app's", async ({ assert, cleanup }) => {
    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await playAlbum(page, listening)
    await playerBar(page).getByRole('button', { name: 'Pause', exact: true }).click()
    const savedQueue = await page.evaluate((key) => localStorage.getItem(key), QUEUE_KEY)
    assert.isNotNull(savedQueue)

    // A host page of the same origin (served by the browser itself) framing the embed.
    const track = embedded.tracks[0]
    await page.route('**/embed-host.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Host</title><iframe title="Embedded track" src="${urls.trackEmbed(track)}" width="600" height="200"></iframe>`,
      })
    )
    await page.goto('/embed-host.html')
    const frame = page.frameLocator('iframe[title="Embedded track"]')
    await frame.getByRole('button', { name: `Play ${track.name}` }).click()
    await frame.getByRole('button', { name: `Pause ${track.name}` }).waitFor()
    await frame.getByRole('slider', { name: 'Seek' }).waitFor()
    // Pausing saves the position: the moment a persisting player would write over the app's.
    await frame.getByRole('button', { name: `Pause ${track.name}` }).click()
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), QUEUE_KEY), savedQueue)

    await page.goto('/')
    await playerBar(page).getByRole('link', { name: listening.tracks[0].name }).waitFor()
    assert.equal(await currentTitle(page), listening.tracks[0].name)
  })
})

import { test } from '@japa/runner'
import { urls } from '../../shared/urls.js'
import { openPage } from '#tests/helpers/browser'
import { makeAlbum, makeArtist, makePlaylist, makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { newListener, openAt, uniqueWord } from './music_browser.js'
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

  test('a first-time visitor sees the whole 174 px player: no cookie notice over it, and the seekbar runs to the edge', async ({
    assert,
    cleanup,
  }) => {
    // No cookie_notice cookie: the site's own pages would show the notice to this visitor.
    const { page, context } = await openPage('/favicon.svg', { width: 1280 })
    cleanup(() => context.close())
    const track = embedded.tracks[0]
    await page.route('**/embed-host.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Host</title><body style="margin:0"><iframe title="Embedded track" src="${urls.trackEmbed(track)}" style="width:100%;height:174px;border:0"></iframe>`,
      })
    )
    await page.goto('/embed-host.html')
    const frame = page.frameLocator('iframe[title="Embedded track"]')
    const play = frame.getByRole('button', { name: `Play ${track.name}` })
    await play.waitFor()
    await frame.locator('html[data-app-ready]').waitFor({ state: 'attached' })
    assert.equal(await frame.getByLabel('Cookie notice').count(), 0)

    // A real click where the button is: nothing lies over it.
    const button = (await play.boundingBox())!
    await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2)
    await frame.getByRole('button', { name: `Pause ${track.name}` }).waitFor()
    const seek = (await frame.getByRole('slider', { name: 'Seek' }).boundingBox())!
    // Only the remaining time (and the frame's padding) sits right of the bar.
    assert.isBelow(1280 - (seek.x + seek.width), 80)
  })
})

test.group('Playlist embed', () => {
  test("lists the playlist's tracks in its order under the player; an unknown playlist is the not-found page", async ({
    assert,
    cleanup,
  }) => {
    const word = uniqueWord('Framed')
    const artist = await makeArtist({ name: `${word} Band` })
    const album = await makeAlbum({ name: `${word} Record`, artists: [artist] })
    const first = await makeTrack({ name: `${word} Opening`, artists: [artist], album, number: 1 })
    const second = await makeTrack({ name: `${word} Closing`, artists: [artist], album, number: 2 })
    const playlist = await makePlaylist((await newListener()).id, { name: `${word} Mix`, tracks: [second, first], public: true })

    const { page, context } = await openAt(urls.playlistEmbed(playlist))
    cleanup(() => context.close())
    const tracks = page.getByRole('list', { name: `Tracks of ${word} Mix` })
    await tracks.getByRole('button', { name: new RegExp(`${word} Opening`) }).waitFor()
    const rows = await tracks.getByRole('listitem').allInnerTexts()
    assert.lengthOf(rows, 2)
    assert.include(rows[0], `${word} Closing`)
    assert.include(rows[1], `${word} Opening`)
    assert.include(await page.title(), `${word} Mix`)

    await page.goto(urls.playlistEmbed({ id: 987654, name: 'nothing' }))
    await page.getByText("Looks like you've found the doorway to the great nothing").waitFor()
  })
})

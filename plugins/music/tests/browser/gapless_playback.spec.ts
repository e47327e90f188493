import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { Assert } from '@japa/assert'
import type { BrowserContext, Page, Route } from 'playwright-core'
import { encodeWav } from '#plugins/music/server/audio/wav'
import { expectToast, newAccount, openAt, signInThroughForm } from '#core/accounts/tests/browser/browser_helpers'
import { makeAlbum, makeArtist, makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { slugify } from '../../shared/urls.js'
import { playerBar, waitForPosition, type PlayableAlbum } from './player_test_catalogue.js'

const RATE = 8000
/** Albums made so far in this run: each one's tones are longer by a step (see toneAlbum). */
let toneAlbums = 0

/**
 * An album of sine tones (`seconds` each, plus 20 ms per album made before
 * it), stored where tracks' audio lives. The steps keep every album's
 * lengths its own: radio goes on past an album into others, and a retried
 * test's earlier album must not pass for this one's tracks.
 */
async function toneAlbum(seconds: number[]): Promise<PlayableAlbum> {
  const step = 0.02 * toneAlbums++
  seconds = seconds.map((length) => length + step)
  const id = randomUUID().slice(0, 8)
  const artist = await makeArtist({ name: `Tone Artist ${id}` })
  const album = await makeAlbum({ name: `Tones ${id}`, artists: [artist] })
  const tracks = []
  for (const [index, length] of seconds.entries()) {
    const track = await makeTrack({ name: `Tone ${index + 1} ${id}`, artists: [artist], album, number: index + 1, duration: Math.round(length * 1000) })
    const frequency = 330 + index * 110
    const samples = Float32Array.from({ length: Math.round(RATE * length) }, (_, i) => 0.3 * Math.sin((2 * Math.PI * frequency * i) / RATE))
    const key = `tracks/gapless-tests/${id}-${index}.wav`
    await drive.use('uploads').put(key, encodeWav(samples, RATE))
    track.merge({ src: key, mime: 'audio/wav' })
    await track.save()
    tracks.push(track)
  }
  return { artist, album, tracks, path: `/album/${album.id}/${slugify(artist.name)}/${slugify(album.name)}` }
}

interface ScheduledStart {
  /** Audio-clock time the source was asked to start at. */
  when: number
  /** Seconds into its buffer. */
  offset: number
  /** The buffer's length in seconds. */
  duration: number
}

/**
 * Watches the page's Web Audio graph from outside the app: every buffer
 * source's scheduled start, and every gain node (ReplayGain, fades, volume).
 */
async function watchAudioGraph(context: BrowserContext) {
  // A script, not a function: it runs in the page, whose Web Audio types the server's compiler does not know.
  await context.addInitScript({
    content: `(() => {
      const starts = []
      const gains = []
      const start = AudioBufferSourceNode.prototype.start
      AudioBufferSourceNode.prototype.start = function (when = 0, offset = 0, ...rest) {
        starts.push({ when, offset, duration: this.buffer ? this.buffer.duration : 0 })
        return start.call(this, when, offset, ...rest)
      }
      const createGain = BaseAudioContext.prototype.createGain
      BaseAudioContext.prototype.createGain = function () {
        const node = createGain.call(this)
        gains.push(node)
        return node
      }
      window.__audioStarts = starts
      window.__gainValues = () => gains.map((node) => node.gain.value)
    })()`,
  })
}

function scheduledStarts(page: Page) {
  return page.evaluate(() => (globalThis as unknown as { __audioStarts: ScheduledStart[] }).__audioStarts)
}

async function gainValues(page: Page) {
  return page.evaluate(() => (globalThis as unknown as { __gainValues: () => number[] }).__gainValues())
}

/** Opens the album page with the graph watched, sets the playback settings, plays the album. */
async function playWith(album: PlayableAlbum, settings: (page: Page) => Promise<void>) {
  const { page, context } = await openAt('/')
  await watchAudioGraph(context)
  await page.goto(album.path)
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
  await settings(page)
  await page.getByRole('button', { name: `Play ${album.album.name}` }).first().click()
  await playerBar(page).getByRole('button', { name: 'Pause', exact: true }).waitFor()
  return { page, context }
}

/**
 * Opens the playback settings popover. Under two suites' load a click that
 * lands while the player bar re-renders can be lost, so a popover that did
 * not open is asked for again (the popover opening is what this waits on).
 */
async function openPlaybackSettings(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Playback' })
  for (let attempt = 1; ; attempt++) {
    await playerBar(page).getByRole('button', { name: 'Playback settings' }).click()
    try {
      await dialog.waitFor({ timeout: 5_000 })
      return dialog
    } catch (error) {
      if (attempt === 3) throw error
    }
  }
}

/**
 * Waits until the second track plays, then gives each of the two tracks'
 * starts, told apart by their lengths. Radio may queue and schedule more
 * tracks after them; these two must have been started once each: the
 * player moving on to the second does not start it again.
 */
async function startsOfBoth(page: Page, album: PlayableAlbum, assert: Assert) {
  await playerBar(page).getByRole('link', { name: album.tracks[1].name }).waitFor({ timeout: 20_000 })
  const lengths = album.tracks.slice(0, 2).map((track) => track.duration! / 1000)
  const seconds = await page.waitForFunction((expected) => {
    const starts = (globalThis as unknown as { __audioStarts: ScheduledStart[] }).__audioStarts
    return expected.every((length) => starts.some((start) => Math.abs(start.duration - length) < 0.01))
  }, lengths)
  await seconds.dispose()
  const starts = await scheduledStarts(page)
  return lengths.map((length) => {
    const matching = starts.filter((start) => Math.abs(start.duration - length) < 0.01)
    assert.lengthOf(matching, 1, `one start of the ${length} s track`)
    return matching[0]
  })
}

/** Seconds between the end of the first start's buffer and the second start. */
function gapBetween([first, second]: ScheduledStart[]) {
  return second.when - (first.when - first.offset + first.duration)
}

/**
 * Holds back every whole-file download of a track's audio (a request
 * without a Range: the background fetch the decoded buffer needs), as a
 * slow link would; the <audio> element's range requests pass. Returns how
 * many are held and a way to let them through.
 */
async function holdWholeDownloads(page: Page) {
  const held: Route[] = []
  await page.route(/\/tracks\/\d+\/stream/, async (route) => {
    if (await route.request().headerValue('range')) return route.continue()
    held.push(route)
  })
  return {
    count: () => held.length,
    release: () => Promise.all(held.splice(0).map((route) => route.continue())),
  }
}

test.group('Gapless playback, crossfade and ReplayGain in Chromium', () => {
  test('two tracks of an album follow each other without a gap', async ({ assert, cleanup }) => {
    const album = await toneAlbum([2, 2.5])
    const { page, context } = await playWith(album, async () => {})
    cleanup(() => context.close())
    const starts = await startsOfBoth(page, album, assert)
    assert.isBelow(Math.abs(gapBetween(starts)), 0.005)
  })

  test('a track plays and seeks before its whole file arrived; once decoded, its buffer takes over where it is', async ({ assert, cleanup }) => {
    // Lengths no other test here uses (toneAlbum adds its steps): radio may go on into this album from another test's, told apart by length.
    const album = await toneAlbum([40, 4.25])
    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await watchAudioGraph(context)
    await page.goto(album.path)
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
    const downloads = await holdWholeDownloads(page)
    await page.getByRole('button', { name: `Play ${album.album.name}` }).first().click()
    await waitForPosition(page, 1)
    assert.isAbove(downloads.count(), 0, 'the whole file was asked for and is still on its way')
    assert.lengthOf(await scheduledStarts(page), 0, 'no decoded buffer plays: the element does')

    const seekbar = playerBar(page).getByRole('group', { name: 'Seek' })
    const box = (await seekbar.boundingBox())!
    await page.mouse.click(box.x + box.width * 0.5, box.y + box.height / 2)
    await waitForPosition(page, 20, 23)
    await waitForPosition(page, 21, 24)

    await downloads.release()
    const handedOver = await page.waitForFunction(() => (globalThis as unknown as { __audioStarts: ScheduledStart[] }).__audioStarts[0])
    const start = (await handedOver.jsonValue()) as ScheduledStart
    assert.closeTo(start.duration, album.tracks[0].duration! / 1000, 0.01)
    assert.isAbove(start.offset, 20, 'from where the element had got to, not from the start')
    await waitForPosition(page, Math.floor(start.offset) + 1, 39)
  })

  test('crossfade: the next track starts the chosen seconds early; a guest’s choice stays in the browser', async ({ assert, cleanup }) => {
    const album = await toneAlbum([3, 3.5])
    const { page, context } = await playWith(album, async (albumPage) => {
      const settings = await openPlaybackSettings(albumPage)
      await settings.getByRole('slider', { name: 'Crossfade' }).focus()
      await albumPage.keyboard.press('ArrowRight')
      await settings.getByText('1 s', { exact: true }).waitFor()
      await albumPage.keyboard.press('Escape')
    })
    cleanup(() => context.close())
    const starts = await startsOfBoth(page, album, assert)
    assert.closeTo(gapBetween(starts), -1, 0.005)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cadenza.player.preferences') ?? 'null'))
    assert.equal(stored.crossfade_seconds, 1)
  })

  test('ReplayGain: album gain by default, the track’s own in track mode, nothing when off', async ({ assert, cleanup }) => {
    const album = await toneAlbum([20, 20])
    await db.from('tracks').where('id', album.tracks[0].id).update({ replay_gain: -6, sample_peak: 0.3 })
    await db.from('tracks').where('id', album.tracks[1].id).update({ replay_gain: -9, sample_peak: 0.3 })
    await db.from('albums').where('id', album.album.id).update({ replay_gain: -2, sample_peak: 0.3 })
    const { page, context } = await playWith(album, async () => {})
    cleanup(() => context.close())
    const applied = async (factor: number) => {
      await page.waitForFunction((expected) => (globalThis as unknown as { __gainValues: () => number[] }).__gainValues().some((value) => Math.abs(value - expected) < 0.001), factor)
    }
    await applied(10 ** (-2 / 20))

    const settings = await openPlaybackSettings(page)
    await settings.getByRole('button', { name: /Volume levelling/ }).click()
    await page.getByRole('option', { name: 'Track' }).click()
    await applied(10 ** (-6 / 20))
    assert.notInclude((await gainValues(page)).map((value) => value.toFixed(3)), (10 ** (-2 / 20)).toFixed(3))

    await settings.getByRole('button', { name: /Volume levelling/ }).click()
    await page.getByRole('option', { name: 'Off' }).click()
    await page.waitForFunction(() => !(globalThis as unknown as { __gainValues: () => number[] }).__gainValues().some((value) => Math.abs(value - 10 ** (-6 / 20)) < 0.001))
    assert.equal(await settings.getByRole('slider', { name: 'Pre-amp' }).isDisabled(), true)
  })

  test('signed in, the settings are kept on the server; a save the server refuses is put back with a message', async ({ assert, cleanup }) => {
    const album = await toneAlbum([20, 20])
    const user = await newAccount()
    const { page, context } = await openAt('/login')
    cleanup(() => context.close())
    await signInThroughForm(page, user.email)
    await page.waitForURL((url) => url.pathname !== '/login', { waitUntil: 'commit' })
    await page.goto(album.path)
    await page.getByRole('button', { name: `Play ${album.album.name}` }).first().click()
    // The bar takes the first track (its row comes into view): a popover opened before would close.
    await playerBar(page).getByRole('link', { name: album.tracks[0].name }).waitFor()
    const settings = await openPlaybackSettings(page)
    const gapless = settings.getByRole('switch', { name: 'Gapless playback' })
    // The switch's input is hidden under its drawing: a listener presses the label.
    await settings.getByText('Gapless playback', { exact: true }).click()
    await page.waitForFunction(async () => {
      const response = await fetch('/api/v1/music/playback-preferences')
      return ((await response.json()) as { gapless: boolean }).gapless === false
    })
    const row = await db.from('playback_preferences').where('user_id', user.id).firstOrFail()
    assert.isFalse(Boolean(row.gapless))

    // The session ends (signed out elsewhere): the next change is refused and the switch goes back.
    await context.clearCookies()
    await settings.getByText('Gapless playback', { exact: true }).click()
    await expectToast(page, 'Your playback settings could not be saved.')
    assert.isFalse(await gapless.isChecked())
  })
})

import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { openAt } from '#core/accounts/tests/browser/browser_helpers'
import { waitForApp } from '#tests/helpers/browser'
import {
  currentTitle,
  makePlayableAlbum,
  playAlbum,
  playerBar,
  seekPosition,
  waitForPosition,
  type PlayableAlbum,
} from './player_test_catalogue.js'

/**
 * The player in Chromium against the real server: albums of short songs the
 * demo synthesizer renders, started from their pages like a listener does.
 */
test.group('Web player in Chromium', (group) => {
  let album: PlayableAlbum
  group.setup(async () => {
    album = await makePlayableAlbum({ tracks: 3 })
  })

  test('plays an album: the time advances, next moves on, a click on the waveform seeks', async ({
    assert,
    cleanup,
  }) => {
    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await playAlbum(page, album)
    assert.equal(await currentTitle(page), album.tracks[0].name)
    await waitForPosition(page, 2)

    await playerBar(page).getByRole('button', { name: 'Next', exact: true }).click()
    await playerBar(page).getByRole('link', { name: album.tracks[1].name }).waitFor()
    await waitForPosition(page, 1)

    const seekbar = playerBar(page).getByRole('group', { name: 'Seek' })
    const box = (await seekbar.boundingBox())!
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2)
    const duration = album.tracks[1].duration! / 1000
    await waitForPosition(page, Math.floor(duration * 0.75) - 1, Math.ceil(duration * 0.75) + 1)
    assert.equal(await currentTitle(page), album.tracks[1].name)
  })

  test('shuffle mixes what comes next and restores the order; repeat all wraps, repeat one replays', async ({
    assert,
    cleanup,
  }) => {
    const big = await makePlayableAlbum({ tracks: 8 })
    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await playAlbum(page, big)
    const bar = playerBar(page)
    const names = big.tracks.map((track) => track.name)

    const shuffle = bar.getByRole('button', { name: 'Shuffle' })
    await shuffle.click()
    assert.equal(await shuffle.getAttribute('aria-pressed'), 'true')
    const shuffled = await upcoming(page, names.length - 1)
    assert.sameMembers(shuffled, names.slice(1))
    assert.notDeepEqual(
      shuffled,
      names.slice(1),
      'seven tracks left in their order: 1 chance in 5040'
    )
    await shuffle.click()
    assert.equal(await shuffle.getAttribute('aria-pressed'), 'false')
    assert.deepEqual(await upcoming(page, names.length - 1), names.slice(1))

    // Repeat all: next from the last track comes back to the first.
    const repeat = bar.getByRole('button', { name: 'Repeat', exact: true })
    await repeat.click()
    assert.equal(await repeat.getAttribute('aria-pressed'), 'true')
    for (const name of names.slice(1)) {
      await bar.getByRole('button', { name: 'Next', exact: true }).click()
      await bar.getByRole('link', { name }).waitFor()
    }
    await bar.getByRole('button', { name: 'Next', exact: true }).click()
    await bar.getByRole('link', { name: names[0] }).waitFor()

    // Repeat one: the end of the track starts it again instead of moving on.
    await repeat.click()
    const repeatOne = bar.getByRole('button', { name: 'Repeat one' })
    assert.equal(await repeatOne.getAttribute('aria-pressed'), 'true')
    const duration = Math.floor(big.tracks[0].duration! / 1000)
    await seekTo(page, duration - 2)
    await waitForPosition(page, duration - 1)
    await waitForPosition(page, 0, 1)
    assert.equal(await currentTitle(page), names[0])
  })

  test('a reload restores the queue, the track, the position and the volume', async ({
    assert,
    cleanup,
  }) => {
    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await playAlbum(page, album)
    const bar = playerBar(page)
    await bar.getByRole('button', { name: 'Next', exact: true }).click()
    await bar.getByRole('link', { name: album.tracks[1].name }).waitFor()
    await seekTo(page, 7)
    await waitForPosition(page, 7)
    await bar.getByRole('button', { name: 'Pause', exact: true }).click()
    const paused = await seekPosition(page)
    // A press on the volume slider sets the level under the pointer.
    const volume = bar.getByRole('slider', { name: 'Volume' })
    const box = (await volume.boundingBox())!
    await page.mouse.click(box.x + box.width / 4, box.y + box.height / 2)
    assert.equal(await volume.getAttribute('aria-valuetext'), '25%')

    await page.reload()
    await bar.getByRole('link', { name: album.tracks[1].name }).waitFor()
    assert.equal(await seekPosition(page), paused)
    assert.equal(await volume.inputValue(), '0.25')
    assert.deepEqual(await upcoming(page, 1), [album.tracks[2].name])

    await bar.getByRole('button', { name: 'Play', exact: true }).click()
    await waitForPosition(page, paused + 1)
    assert.equal(await currentTitle(page), album.tracks[1].name)
  })

  test('a track that cannot play says so, in the bar and in a toast', async ({ cleanup }) => {
    const broken = await makePlayableAlbum({ tracks: 1, broken: [0] })
    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await page.goto(broken.path)
    await waitForApp(page)
    await page
      .getByRole('button', { name: `Play ${broken.album.name}` })
      .first()
      .click()
    const message = "This track can't be played right now."
    await playerBar(page).getByRole('status').filter({ hasText: message }).waitFor()
    await page.getByRole('region', { name: 'Notifications' }).getByText(message).waitFor()
  })
})

/** The names under "Next up", read from the queue panel (opened, then closed again). */
async function upcoming(page: Page, count: number) {
  const queue = page.getByRole('dialog', { name: 'Queue' })
  if (!(await queue.isVisible()))
    await playerBar(page).getByRole('button', { name: 'Queue' }).click()
  const rows = queue.getByRole('grid', { name: 'Next up' }).getByRole('row')
  // The panel's rows arrive over a few frames on a busy machine: read them once all `count` are there.
  await rows.nth(count - 1).waitFor()
  const names = await rows.evaluateAll((elements) =>
    elements.map((row) => row.querySelector('.truncate')?.textContent ?? '')
  )
  await page.keyboard.press('Escape')
  await queue.waitFor({ state: 'detached' })
  return names
}

/** Seeks with the keyboard, as precisely as it allows: Home, then one-second arrow steps. */
async function seekTo(page: Page, seconds: number) {
  const slider = playerBar(page).getByRole('slider', { name: 'Seek' })
  await slider.focus()
  await page.keyboard.press('Home')
  for (let step = 0; step < seconds; step++) await page.keyboard.press('ArrowRight')
}

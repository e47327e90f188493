import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import {
  newAccount,
  openAt,
  signInThroughForm,
  waitForPath,
} from '#core/accounts/tests/browser/browser_helpers'
import {
  makePlayableAlbum,
  playAlbum,
  playerBar,
  type PlayableAlbum,
} from './player_test_catalogue.js'

/** The names of the viewer's liked songs, asked as the page's own session. */
async function likedSongs(page: Page) {
  const response = await page.request.get('/api/v1/music/library/tracks')
  const body = (await response.json()) as { pagination: { data: Array<{ name: string }> } }
  return body.pagination.data.map((track) => track.name)
}

test.group('Web player views in Chromium', (group) => {
  let album: PlayableAlbum
  group.setup(async () => {
    album = await makePlayableAlbum({ tracks: 3 })
  })

  test('the bar heart sends a guest to login and back; signed in it likes, and L unlikes', async ({
    assert,
    cleanup,
  }) => {
    const user = await newAccount()
    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await playAlbum(page, album)
    const name = album.tracks[0].name
    const bar = playerBar(page)

    await bar.getByRole('button', { name: `Save ${name} to your library` }).click()
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === album.path
    )
    await signInThroughForm(page, user.email)
    await waitForPath(page, album.path)

    const save = bar.getByRole('button', { name: `Save ${name} to your library` })
    await save.click()
    const remove = bar.getByRole('button', { name: `Remove ${name} from your library` })
    await remove.waitFor()
    assert.equal(await remove.getAttribute('aria-pressed'), 'true')
    await waitUntil(async () => (await likedSongs(page)).includes(name))

    await page.keyboard.press('l')
    await save.waitFor()
    await waitUntil(async () => !(await likedSongs(page)).includes(name))
  })

  test('the now-playing view: synced lyrics follow the music, plain lyrics read as text, Escape closes', async ({
    assert,
    cleanup,
  }) => {
    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await playAlbum(page, album)
    const cover = playerBar(page).getByRole('button', { name: 'Open now playing view' })
    await cover.click()
    const view = page.getByRole('dialog', { name: 'Now playing' })
    await view.getByRole('link', { name: album.tracks[0].name }).waitFor()
    await view.getByRole('slider', { name: 'Seek' }).waitFor()

    const active = view.locator('li[aria-current="true"]')
    await active.filter({ hasText: 'Third time around' }).waitFor({ timeout: 10_000 })
    const lyrics = view.getByRole('list', { name: 'Lyrics' })
    assert.isTrue(await active.isVisible())
    assert.isTrue(await isInsideScroller(active), 'the line being sung is scrolled into view')
    assert.lengthOf(await lyrics.getByRole('listitem').all(), 6)

    await page.keyboard.press('Escape')
    await view.waitFor({ state: 'detached' })
    assert.isTrue(await cover.evaluate((button) => button === button.ownerDocument.activeElement))

    await playerBar(page).getByRole('button', { name: 'Next', exact: true }).click()
    await playerBar(page).getByRole('button', { name: 'Lyrics' }).click()
    await view.getByText('Plain words for a plain song').waitFor()
    await view.getByRole('button', { name: 'Next', exact: true }).click()
    await view.getByText('No lyrics for this track').waitFor()
    await view.getByRole('button', { name: 'Close' }).first().click()
    await view.waitFor({ state: 'detached' })
  })

  test('at 390 px the mini player opens the now-playing sheet', async ({ cleanup }) => {
    const { page, context } = await openAt('/', { width: 390 })
    cleanup(() => context.close())
    await playAlbum(page, album)
    await playerBar(page).getByRole('button', { name: 'Open now playing view' }).click()
    const sheet = page.getByRole('dialog', { name: 'Now playing' })
    await sheet.getByRole('slider', { name: 'Seek' }).waitFor()
    await sheet.getByRole('button', { name: 'Pause', exact: true }).click()
    await sheet.getByRole('button', { name: 'Play', exact: true }).waitFor()
    await sheet.getByRole('heading', { name: 'Lyrics' }).waitFor()
    await page.keyboard.press('Escape')
    await sheet.waitFor({ state: 'detached' })
  })
})

/** Whether the element lies within the visible part of its scrolling lyrics container. */
function isInsideScroller(element: ReturnType<Page['locator']>) {
  return element.evaluate((line) => {
    const scroller = line.closest('.overflow-y-auto')!
    const box = line.getBoundingClientRect()
    const view = scroller.getBoundingClientRect()
    return box.top >= view.top && box.bottom <= view.bottom
  })
}

/** Polls an outcome the server reaches a moment after the click (the like request). */
async function waitUntil(check: () => Promise<boolean>, timeout = 5000) {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > timeout) throw new Error('condition not reached in time')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

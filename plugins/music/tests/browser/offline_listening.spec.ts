import { existsSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { webDistDir } from '#core/kernel/shell/web_dist'
import { humanSize } from '../../../../web/src/ui/human_size.js'
import { waitForApp, waitForCondition } from '#tests/helpers/browser'
import { eventually } from '#tests/helpers/eventually'
import { withoutRolePermission } from '#tests/helpers/permissions'
import { urls } from '../../shared/urls.js'
import { newListener, openAt, signIn } from './music_browser.js'
import { makePlayableAlbum, playerBar, waitForPosition } from './player_test_catalogue.js'
import { captureScreens, followSystemTheme } from '#tests/helpers/screens'

/** How many files the device keeps in the saved-music cache (web/offline/offline_caches.ts). */
function keptFiles(page: Page): Promise<number> {
  return page.evaluate("caches.open('cadenza-offline-music').then((cache) => cache.keys()).then((keys) => keys.length)")
}

/** The bytes the saved-music cache holds, every file counted once. */
function keptBytes(page: Page): Promise<number> {
  return page.evaluate(`caches.open('cadenza-offline-music').then(async (cache) => {
    let total = 0
    for (const request of await cache.keys()) total += (await (await cache.match(request)).blob()).size
    return total
  })`)
}

/** The app shell's caches on the device (web/src/service_worker/offline_shell.ts), one per build. */
function shellCaches(page: Page): Promise<string[]> {
  return page.evaluate("caches.keys().then((names) => names.filter((name) => name.startsWith('cadenza-shell')))")
}

/**
 * A new deploy as a listener's browser meets it: the served /sw.js is the
 * built worker with another build version written in (the version the build
 * injects; what the worker does is this build's code, run for real). The
 * compressed copies go meanwhile, so the server sends the changed file.
 * Returns the function putting the build back as it was.
 */
async function deployNewBuild(oldVersion: string, newVersion: string) {
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => join(webDistDir(), name)).filter((file) => existsSync(file))
  const originals = await Promise.all(files.map((file) => readFile(file)))
  const worker = originals[0].toString('utf8')
  if (!worker.includes(oldVersion)) throw new Error(`the built sw.js does not name version ${oldVersion}`)
  await Promise.all(files.slice(1).map((file) => rm(file)))
  await writeFile(files[0], worker.replaceAll(oldVersion, newVersion))
  return async () => {
    await Promise.all(files.map((file, index) => writeFile(file, originals[index])))
  }
}

/** The seek slider's whole seconds. */
async function position(page: Page) {
  return Number(await playerBar(page).getByRole('slider', { name: 'Seek' }).inputValue())
}

test.group('Offline listening in Chromium', () => {
  test('a saved album plays and seeks with the network cut; Downloads lists it and removes it', async ({ assert, cleanup }) => {
    const album = await makePlayableAlbum({ tracks: 2 })
    const listener = await newListener()
    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await signIn(page, listener.email)
    await page.goto(album.path)
    await waitForApp(page)

    await page.getByRole('button', { name: `Save ${album.album.name} for offline` }).click()
    const saved = page.getByRole('button', { name: `Remove ${album.album.name} from this device` })
    await saved.waitFor()
    assert.equal(await saved.getAttribute('aria-pressed'), 'true')
    assert.include(await saved.textContent(), 'Saved for offline')
    // The site's worker runs and controls the page; the album's data, both songs and its cover-less page are kept.
    await waitForCondition(page, 'navigator.serviceWorker.controller !== null')
    assert.isAtLeast(await keptFiles(page), 3)

    // Downloads lists it with its size (seen once online, so the screen's code is on the device too).
    await page.goto(urls.downloads())
    const list = page.getByRole('list', { name: 'Saved for offline' })
    await list.getByRole('link', { name: album.album.name }).waitFor()
    assert.match(await list.textContent() ?? '', /Album • 2 songs • \d+(\.\d)? KB/)

    // The album page once more online, so the worker keeps the page itself; then the network goes.
    await page.goto(album.path)
    await waitForApp(page)
    await context.setOffline(true)
    await page.reload()
    await waitForApp(page)
    await page.getByRole('button', { name: `Play ${album.album.name}` }).first().click()
    await playerBar(page).getByRole('button', { name: 'Pause', exact: true }).waitFor()
    await waitForPosition(page, 1)

    // Seeking asks the worker for a range of the saved file; playback goes on from there.
    const seekbar = playerBar(page).getByRole('group', { name: 'Seek' })
    const box = (await seekbar.boundingBox())!
    await page.mouse.click(box.x + box.width * 0.6, box.y + box.height / 2)
    const duration = album.tracks[0].duration! / 1000
    await waitForPosition(page, Math.floor(duration * 0.6) - 1, Math.ceil(duration * 0.6) + 1)
    const afterSeek = await position(page)
    await waitForPosition(page, afterSeek + 1)
    await playerBar(page).getByRole('button', { name: 'Pause', exact: true }).click()

    // Still offline: Downloads opens from the library and removes the album from the device.
    await page.getByRole('link', { name: 'Your library' }).first().click()
    await page.getByRole('main').getByRole('tab', { name: 'Downloads' }).click()
    await list.getByRole('link', { name: album.album.name }).waitFor()
    await list.getByRole('button', { name: `Remove ${album.album.name} from this device` }).click()
    await page.getByText('Albums and playlists you save for offline listening will show up here.').waitFor()
    assert.equal(await keptFiles(page), 0)
  })

  test('a listener whose plan leaves offline listening out sees where to get it, not the save button', async ({ assert, cleanup }) => {
    const album = await makePlayableAlbum({ tracks: 1 })
    const listener = await newListener()
    await withoutRolePermission('default', 'music.offline', async () => {
      const { page, context } = await openAt('/')
      cleanup(() => context.close())
      await signIn(page, listener.email)
      await page.goto(album.path)
      await waitForApp(page)
      const upgrade = page.getByRole('link', { name: 'Upgrade to listen offline' })
      await upgrade.waitFor()
      assert.equal(await upgrade.getAttribute('href'), '/pricing')
      assert.equal(await page.getByRole('button', { name: `Save ${album.album.name} for offline` }).count(), 0)
    })
  })

  test('a new build replaces the app shell cache and keeps the saved album, which still plays offline', async ({ assert, cleanup }) => {
    const album = await makePlayableAlbum({ tracks: 1 })
    const listener = await newListener()
    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await signIn(page, listener.email)
    await page.goto(album.path)
    await waitForApp(page)
    await page.getByRole('button', { name: `Save ${album.album.name} for offline` }).click()
    await page.getByRole('button', { name: `Remove ${album.album.name} from this device` }).waitFor()
    await waitForCondition(page, 'navigator.serviceWorker.controller !== null')
    // Opened once under the worker, so this build's shell cache holds the page and its code.
    await page.goto(album.path)
    await waitForApp(page)
    const [oldShell] = await shellCaches(page)
    assert.match(oldShell, /^cadenza-shell-[0-9a-f]{16}$/)
    const savedFiles = await keptFiles(page)

    const oldVersion = oldShell.slice('cadenza-shell-'.length)
    const newShell = `cadenza-shell-${oldVersion}next`
    cleanup(await deployNewBuild(oldVersion, `${oldVersion}next`))
    // The browser checks the worker as the page loads and installs the new one, which fetches the
    // build's code before it takes over (some 300 files: 13 s on a loaded test machine).
    await page.reload()
    await waitForApp(page)
    await eventually(async () => assert.deepEqual(await shellCaches(page), [newShell]), 90_000)
    assert.equal(await keptFiles(page), savedFiles)

    // No network: the new worker's cache starts the app, the saved album plays from the device.
    await context.setOffline(true)
    await page.reload()
    await waitForApp(page)
    await page.getByRole('button', { name: `Play ${album.album.name}` }).first().click()
    await playerBar(page).getByRole('button', { name: 'Pause', exact: true }).waitFor()
    await waitForPosition(page, 1)
  }).timeout(180_000)

  test("Downloads says the list is this browser's, shows the room it all takes and removes everything at once", async ({ assert, cleanup }) => {
    const albums = [await makePlayableAlbum({ tracks: 1 }), await makePlayableAlbum({ tracks: 2 })]
    const listener = await newListener()
    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await followSystemTheme(context)
    await signIn(page, listener.email)
    for (const album of albums) {
      await page.goto(album.path)
      await waitForApp(page)
      await page.getByRole('button', { name: `Save ${album.album.name} for offline` }).click()
      await page.getByRole('button', { name: `Remove ${album.album.name} from this device` }).waitFor()
    }

    await page.goto(urls.downloads())
    await waitForApp(page)
    const list = page.getByRole('list', { name: 'Saved for offline' })
    await list.getByRole('link', { name: albums[1].album.name }).waitFor()
    const total = humanSize(await keptBytes(page))
    await page.getByText(`2 items on this device, ${total}`).waitFor()
    await page.getByText('Kept by this browser only: your other devices and browsers have downloads of their own.').waitFor()
    await captureScreens(page, 'downloads')

    await page.getByRole('button', { name: 'Remove all' }).click()
    const dialog = page.getByRole('dialog', { name: 'Remove all downloads?' })
    await dialog.getByText(`Everything saved for offline listening is deleted from this device (${total}).`).waitFor()
    await dialog.getByRole('button', { name: 'Remove all' }).click()
    await page.getByText('Albums and playlists you save for offline listening will show up here.').waitFor()
    assert.equal(await keptFiles(page), 0)
    assert.equal(await page.evaluate("localStorage.getItem('cadenza.offline')"), '[]')
    // Nothing comes back with the next visit: the list and the files went together.
    await page.reload()
    await waitForApp(page)
    await page.getByText('Albums and playlists you save for offline listening will show up here.').waitFor()
  })
})

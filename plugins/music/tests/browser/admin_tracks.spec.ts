import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright-core'
import { UserFactory } from '#database/factories/user_factory'
import { makeGenre, makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { openAt, signIn, uniqueWord } from './music_browser.js'

/** The track names in the admin list's rows, top to bottom. */
async function shownNames(page: Page) {
  const grid = page.getByRole('grid', { name: 'Tracks' })
  return grid.locator('[role=row] [role=rowheader] .font-medium').allTextContents()
}

/** Waits until the rows are these (the previous view stays on screen while the next one loads). */
async function expectNames(page: Page, expected: string[], timeout = 15_000) {
  const until = Date.now() + timeout
  let names = await shownNames(page)
  while (JSON.stringify(names) !== JSON.stringify(expected) && Date.now() < until) {
    await page.waitForTimeout(100)
    names = await shownNames(page)
  }
  if (JSON.stringify(names) !== JSON.stringify(expected)) throw new Error(`rows ${JSON.stringify(names)}, expected ${JSON.stringify(expected)}`)
}

async function openTracksAdmin(path: string) {
  const admin = await UserFactory.apply('admin').create()
  const opened = await openAt('/')
  await signIn(opened.page, admin.email)
  await opened.page.goto(path)
  return opened
}

/** The row of a track, to select it through its checkbox. */
function row(page: Page, name: string) {
  return page.getByRole('grid', { name: 'Tracks' }).getByRole('row').filter({ hasText: name })
}

test.group('Admin tracks list in Chromium', () => {
  test('search, sort by a header, next page: the URL holds the view and a reload keeps it', async ({ assert, cleanup }) => {
    const word = uniqueWord('Lantern')
    for (let index = 1; index <= 27; index++) await makeTrack({ name: `${word} ${String(index).padStart(2, '0')}`, plays: index * 10 })
    await makeTrack({ name: 'Someone else entirely', plays: 1 })
    const { page, context } = await openTracksAdmin('/admin/tracks')
    cleanup(() => context.close())

    await page.getByRole('searchbox', { name: 'Search tracks' }).fill(word)
    await page.waitForURL((url) => url.searchParams.get('query') === word)
    await page.getByRole('columnheader', { name: 'Plays' }).click()
    await page.waitForURL((url) => url.searchParams.get('sort') === 'plays')
    const names = Array.from({ length: 27 }, (_, index) => `${word} ${String(index + 1).padStart(2, '0')}`)
    await expectNames(page, names.slice(0, 25))

    await page.getByRole('button', { name: 'Next page' }).click()
    await page.waitForURL((url) => url.searchParams.has('cursor'))
    await expectNames(page, names.slice(25))
    assert.isTrue(await page.getByRole('button', { name: 'Next page' }).isDisabled())

    await page.reload()
    await expectNames(page, names.slice(25))
    assert.equal(await page.getByRole('searchbox', { name: 'Search tracks' }).inputValue(), word)
    await page.getByRole('button', { name: 'Previous page' }).click()
    await expectNames(page, names.slice(0, 25))
  }).timeout(90_000)

  test('bulk delete is confirmed, undo brings the rows back untouched, and a delete left alone happens; export downloads the filtered view', async ({ assert, cleanup }) => {
    const word = uniqueWord('Ember')
    const genre = await makeGenre(`genre-${word}`.toLowerCase())
    const [first, second, third] = [
      await makeTrack({ name: `${word} one`, genres: [genre] }),
      await makeTrack({ name: `${word} two`, genres: [genre] }),
      await makeTrack({ name: `${word} three` }),
    ]
    const { page, context } = await openTracksAdmin(`/admin/tracks?query=${word}&sort=name&order=asc`)
    cleanup(() => context.close())
    await row(page, `${word} one`).waitFor()

    await row(page, `${word} one`).locator('label').first().click()
    await row(page, `${word} two`).locator('label').first().click()
    await page.getByText('2 selected').waitFor()
    await page.getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete 2 tracks?' })
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('status').getByText('2 tracks deleted').waitFor()
    await expectNames(page, [`${word} three`])
    await page.getByRole('button', { name: 'Undo' }).click()
    await expectNames(page, [`${word} one`, `${word} three`, `${word} two`])
    // Past the undo window: nothing was sent, nothing was deleted.
    await page.waitForTimeout(5500)
    assert.lengthOf(await db.from('tracks').whereIn('id', [first.id, second.id]), 2)
    await expectNames(page, [`${word} one`, `${word} three`, `${word} two`])

    await row(page, `${word} three`).locator('label').first().click()
    await page.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog', { name: 'Delete 1 track?' }).getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('status').getByText('1 track deleted').waitFor()
    await page.getByText('1 track deleted').waitFor({ state: 'detached', timeout: 15_000 })
    await expectNames(page, [`${word} one`, `${word} two`])
    assert.isNull(await db.from('tracks').where('id', third.id).first())

    // The genre filter, then the export of exactly that view.
    await page.getByRole('button', { name: 'Genre' }).click()
    await page.getByRole('option', { name: genre.displayName! }).click()
    await page.waitForURL((url) => url.searchParams.get('genre') === String(genre.id))
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Export CSV' }).click()
    const csv = await readFile((await (await download).path())!, 'utf8')
    const names = csv.replace(/^\uFEFF/, '').trim().split(/\r?\n/).slice(1).map((line) => line.split(',')[1])
    assert.deepEqual(names, [`${word} one`, `${word} two`])
  }).timeout(90_000)

  test('a list the server fails to answer shows the error and tries again on request', async ({ cleanup }) => {
    const word = uniqueWord('Cinder')
    await makeTrack({ name: `${word} alone` })
    const admin = await UserFactory.apply('admin').create()
    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await signIn(page, admin.email)
    let failing = true
    await page.route('**/api/v1/music/admin/tracks?*', (route) =>
      failing ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The database is asleep' }) }) : route.continue()
    )
    await page.goto(`/admin/tracks?query=${word}`)
    await page.getByText('This list could not be loaded').waitFor()
    await page.getByText('The database is asleep').waitFor()
    failing = false
    await page.getByRole('button', { name: 'Try again' }).click()
    await row(page, `${word} alone`).waitFor()
  }).timeout(60_000)
})

import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import db from '@adonisjs/lucid/services/db'
import Lyric from '#plugins/music/server/models/lyric'
import { UserFactory } from '#database/factories/user_factory'
import { expectToast } from '#core/accounts/tests/browser/browser_helpers'
import { makeStreamableTrack } from '#plugins/music/tests/helpers/listening'
import { makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { openAt, signIn, uniqueWord } from './music_browser.js'

/** The times of an LRC text's stamped lines, in seconds. */
function lrcStamps(lrc: string) {
  return [...lrc.matchAll(/^\[(\d\d):(\d\d)\.(\d\d)\]/gm)].map(([, m, s, cs]) => Number(m) * 60 + Number(s) + Number(cs) / 100)
}

/** Waits until the editor's playing time ("0:01.25") is past `seconds`. */
async function waitForPlayingTimeAbove(page: Page, seconds: number) {
  const clock = await page.getByLabel('Playing time').elementHandle()
  await page.waitForFunction(
    ([element, low]) => {
      const [minutes, rest] = (element as unknown as { textContent: string }).textContent.split(':')
      return Number(minutes) * 60 + Number(rest) > low
    },
    [clock!, seconds] as const
  )
}

/** Issue 16: the LRC editor stamps lines with the playing time of the track. */
test.group('Music admin: lyrics editor in Chromium', () => {
  test('plain lyrics become synced by tapping along with the track; a broken stamp is refused under the text', async ({ assert, cleanup }) => {
    const word = uniqueWord('Tap')
    // Long enough to be still playing when the second tap comes, however late that is.
    const track = await makeStreamableTrack({ name: `${word} Song`, duration: 30_000 })
    await Lyric.create({ trackId: track.id, text: 'First line\nSecond line', isSynced: false, timed: null })
    const admin = await UserFactory.apply('admin').create()

    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await signIn(page, admin.email)
    await page.goto(`/admin/lyrics/${track.id}`)
    await page.getByRole('heading', { name: `${word} Song` }).waitFor()
    await page.getByRole('button', { name: /Kind/ }).click()
    await page.getByRole('option', { name: 'Synced (LRC)' }).click()
    const lines = page.getByRole('list', { name: 'Lines' })
    await lines.getByText('First line').waitFor()

    await page.getByRole('button', { name: 'Play', exact: true }).click()
    await page.getByRole('button', { name: 'Pause', exact: true }).waitFor()
    // Tap the first line once the track plays, then the second with the keyboard shortcut once the playing
    // time passed the first stamp: waits on the editor's clock, not on ours (a loaded machine plays late).
    await waitForPlayingTimeAbove(page, 0)
    await page.getByRole('button', { name: /^Tap/ }).click()
    const text = page.getByRole('textbox', { name: 'LRC text' })
    await waitForPlayingTimeAbove(page, lrcStamps(await text.inputValue())[0])
    await lines.getByRole('button', { name: /Second line/ }).focus()
    await page.keyboard.press('t')

    const lrc = await text.inputValue()
    const stamps = lrcStamps(lrc)
    assert.lengthOf(stamps, 2, lrc)
    assert.isAbove(stamps[0], 0)
    assert.isAbove(stamps[1], stamps[0])

    // A malformed stamp typed by hand: the server's message shows under the text, nothing is stored.
    await text.fill(`${lrc}\n[00:99.00]Broken`)
    await page.getByRole('button', { name: 'Save lyrics' }).click()
    await page.getByText('Line 3: [00:99.00] is not a valid time (seconds must be under 60).').waitFor()
    assert.isFalse(Boolean((await db.from('lyrics').where('track_id', track.id).first()).is_synced))

    await text.fill(lrc)
    await page.getByRole('button', { name: 'Save lyrics' }).click()
    await expectToast(page, 'Lyrics saved')
    const stored = await db.from('lyrics').where('track_id', track.id).first()
    assert.isTrue(Boolean(stored.is_synced))
    assert.deepEqual(JSON.parse(stored.timed).map((line: { text: string }) => line.text), ['First line', 'Second line'])
  })

  test('an admin adds lyrics to a track that has none: found by name from the list, written, then listed', async ({ assert, cleanup }) => {
    const word = uniqueWord('Lyricless')
    const track = await makeTrack({ name: `${word} Ballad` })
    const admin = await UserFactory.apply('admin').create()
    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await signIn(page, admin.email)
    await page.goto('/admin/lyrics')
    await page.getByRole('button', { name: 'Add lyrics' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add lyrics' })
    await dialog.getByRole('searchbox', { name: 'Find a track' }).fill(word)
    await dialog.getByRole('option', { name: new RegExp(`${word} Ballad`) }).click()
    await page.waitForURL((url) => url.pathname === `/admin/lyrics/${track.id}`)
    await page.getByRole('heading', { name: `${word} Ballad` }).waitFor()

    await page.getByRole('textbox', { name: /Lyrics/ }).fill('Only line')
    await page.getByRole('button', { name: 'Save lyrics' }).click()
    await expectToast(page, 'Lyrics saved')
    assert.equal((await db.from('lyrics').where('track_id', track.id).first()).text, 'Only line')
    await page.goto(`/admin/lyrics?query=${word}`)
    await page.getByRole('grid', { name: 'Lyrics' }).getByText(`${word} Ballad`).waitFor()
  })
})

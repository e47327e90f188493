import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Lyric from '#plugins/music/server/models/lyric'
import { UserFactory } from '#database/factories/user_factory'
import { expectToast } from '#core/accounts/tests/browser/browser_helpers'
import { makeStreamableTrack } from '#plugins/music/tests/helpers/listening'
import { makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { openAt, signIn, uniqueWord } from './music_browser.js'

/** Issue 16: the LRC editor stamps lines with the playing time of the track. */
test.group('Music admin: lyrics editor in Chromium', () => {
  test('plain lyrics become synced by tapping along with the track; a broken stamp is refused under the text', async ({ assert, cleanup }) => {
    const word = uniqueWord('Tap')
    const track = await makeStreamableTrack({ name: `${word} Song` })
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
    // The fixture track lasts 2 s: tap the first line, then the second with the keyboard shortcut.
    // (How far playback got by then depends on the machine's load: the stamps need only be later than the start, and in order.)
    await page.waitForTimeout(400)
    await page.getByRole('button', { name: /^Tap/ }).click()
    await lines.getByRole('button', { name: /Second line/ }).focus()
    await page.waitForTimeout(200)
    await page.keyboard.press('t')

    const text = page.getByRole('textbox', { name: 'LRC text' })
    const lrc = await text.inputValue()
    const stamps = [...lrc.matchAll(/^\[(\d\d):(\d\d)\.(\d\d)\]/gm)].map(([, m, s, cs]) => Number(m) * 60 + Number(s) + Number(cs) / 100)
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

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { rollUpDailyPlays } from '#plugins/music/server/services/reports/play_rollups'
import { fixtureWav } from '../functional/import/audio_fixtures.js'
import { openAt, signIn, uniqueWord } from './music_browser.js'
import { playerBar, waitForPosition } from './player_test_catalogue.js'

/**
 * Issue 17's path end to end, as far as this branch's parts go: a listener
 * asks to become an artist, an admin approves, the new artist uploads three
 * tagged files, makes an album of them, publishes it, a guest plays it, and
 * the artist sees the play in the album's insights. (The FLAC resumed across
 * a server restart is the files module's tus test.)
 */
test.group('From artist request to a played album, in Chromium', () => {
  test('request, approval, upload, album, publish, play, insights', async ({ assert, cleanup }) => {
    const word = uniqueWord('Estuary')
    const person = await UserFactory.merge({ firstName: 'Robin', lastName: 'Tester' }).create()
    const admin = await UserFactory.apply('admin').create()

    // 1. The listener asks to become an artist.
    const artistBrowser = await openAt('/')
    cleanup(() => artistBrowser.context.close())
    const page = artistBrowser.page
    await signIn(page, person.email)
    await page.goto('/backstage/requests/become-artist')
    await page.getByRole('textbox', { name: 'Artist name' }).fill(`${word} Collective`)
    await page.getByRole('button', { name: /Your role/ }).click()
    await page.getByRole('option', { name: 'Artist or band member' }).click()
    await page.getByRole('button', { name: 'Send request' }).click()
    await page.waitForURL(/\/backstage\/requests\/\d+\/request-submitted$/)
    const requestId = Number(/requests\/(\d+)\//.exec(page.url())![1])

    // 2. An admin approves it.
    const adminBrowser = await openAt('/')
    cleanup(() => adminBrowser.context.close())
    await signIn(adminBrowser.page, admin.email)
    await adminBrowser.page.goto(`/admin/backstage-requests/${requestId}`)
    await adminBrowser.page.getByRole('button', { name: 'Approve' }).click()
    await adminBrowser.page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click()
    await adminBrowser.page.getByText(/Approved/).first().waitFor()
    const link = await db.from('artist_user').where('user_id', person.id).firstOrFail()

    // 3. The new artist uploads three tagged files (a folder, as a release usually comes).
    await page.goto('/backstage/upload')
    await page.getByText('Unlimited tracks').waitFor()
    const titles = ['Mudflats', 'Brackish', 'Slack Water']
    await page.locator('input[type=file]:not([webkitdirectory])').first().setInputFiles(
      titles.map((title, index) => ({
        name: `${String(index + 1).padStart(2, '0')} ${title}.wav`,
        mimeType: 'audio/wav',
        buffer: fixtureWav({ title: `${word} ${title}`, artist: `${word} Collective`, album: `${word} Tides`, trackNumber: index + 1 }, index + 3, 2),
      }))
    )
    const rows = page.getByRole('grid', { name: 'Uploaded files' })
    for (const title of titles) await rows.getByRole('row', { name: new RegExp(title) }).getByText('Ready').waitFor({ timeout: 60_000 })

    // 4. ... makes an album of them, in their tag order, and publishes it.
    await page.getByRole('button', { name: 'Make an album of these' }).click()
    await page.getByRole('dialog').getByRole('textbox', { name: 'Album name' }).fill(`${word} Tides`)
    await page.getByRole('dialog').getByRole('button', { name: 'Create album' }).click()
    await page.waitForURL(/\/backstage\/albums\/\d+\/edit$/)
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByText('Album published').waitFor()
    const album = await db.from('albums').where('name', `${word} Tides`).firstOrFail()
    assert.equal(album.status, 'published')
    assert.equal((await db.from('album_artist').where('album_id', album.id).firstOrFail()).artist_id, link.artist_id)
    const order = await db.from('tracks').where('album_id', album.id).orderBy('number').select('name')
    assert.deepEqual(order.map((row) => row.name), titles.map((title) => `${word} ${title}`))

    // 5. A guest finds it on the album page and plays it.
    const listener = await openAt(`/album/${album.id}/a/b`)
    cleanup(() => listener.context.close())
    await listener.page.getByRole('button', { name: `Play ${word} Tides` }).first().click()
    await playerBar(listener.page).getByRole('button', { name: 'Pause', exact: true }).waitFor()
    await playerBar(listener.page).getByRole('link', { name: `${word} Mudflats` }).waitFor()
    await waitForPosition(listener.page, 1)

    // 6. Once the day's roll-up has run, the artist sees the play in the album's insights.
    const first = await db.from('tracks').where('album_id', album.id).orderBy('number').firstOrFail()
    const until = Date.now() + 20_000
    while (!(await db.from('plays').where('track_id', first.id).first()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200))
    assert.exists(await db.from('plays').where('track_id', first.id).first(), 'the guest’s listen was counted')
    await rollUpDailyPlays()
    await page.goto(`/backstage/albums/${album.id}/insights?range=7d`)
    await page.getByRole('heading', { name: `${word} Tides` }).waitFor()
    await page.getByTestId('metric-plays').getByTestId('metric-value').getByText('1', { exact: true }).waitFor()
  }).timeout(180_000)
})

import { test } from '@japa/runner'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import db from '@adonisjs/lucid/services/db'
import { dropReads } from '#core/kernel/cache/read_cache'
import { PermissionResolver } from '#core/accounts/server/services/permission_resolver'
import { UserFactory } from '#database/factories/user_factory'
import { grantPermissions } from '#tests/helpers/permissions'
import { MUSIC_CREATE } from '#plugins/music/permissions'
import { makeArtist } from '#plugins/music/tests/helpers/catalogue_factory'
import { hasFfmpeg, writeEncodedAudio } from '#plugins/music/tests/helpers/encoded_audio'
import { fixtureWav } from '../functional/import/audio_fixtures.js'
import { openAt, signIn, uniqueWord } from './music_browser.js'
import { captureScreens, followSystemTheme } from '#tests/helpers/screens'
import { playerBar, waitForPosition } from './player_test_catalogue.js'
import { playInAudioElement } from './audio_element.js'

async function artistAt(path: string, artistName: string, restrictions?: Array<{ name: string; value: number }>) {
  const user = await UserFactory.create()
  await grantPermissions(user.id, [MUSIC_CREATE])
  if (restrictions) {
    // music.create's restrictions, on the role grantPermissions made for this person.
    const roleIds = db.from('user_roles').where('user_id', user.id).select('role_id')
    const permission = await db.from('permissions').where('name', MUSIC_CREATE).firstOrFail()
    await db.from('role_permissions').whereIn('role_id', roleIds).where('permission_id', permission.id).update({ restrictions: JSON.stringify(restrictions) })
    PermissionResolver.forgetCachedRoles()
    await dropReads()
  }
  const artist = await makeArtist({ name: artistName })
  await db.table('artist_user').insert({ artist_id: artist.id, user_id: user.id, created_at: new Date() })
  const opened = await openAt('/')
  await followSystemTheme(opened.context)
  await signIn(opened.page, user.email)
  await opened.page.goto(path)
  return { ...opened, user, artist }
}

/** The names (tus's base64 Upload-Metadata `name`) of the uploads the page creates at the tus endpoint. */
function recordTusCreations(page: Page) {
  const names: string[] = []
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/v1/tus/upload')) return
    const name = /(?:^|,)name ([^,]+)/.exec(request.headers()['upload-metadata'] ?? '')?.[1]
    if (name) names.push(Buffer.from(name, 'base64').toString())
  })
  return names
}

test.group('backstage/upload in Chromium', () => {
  test('two tagged files become draft tracks (ready on their rows), then one album in tag order, published for everyone', async ({ assert, cleanup }) => {
    const word = uniqueWord('Reef')
    const { page, context, user, artist } = await artistAt('/backstage/upload', `${word} Band`)
    cleanup(() => context.close())
    await page.getByText('Unlimited tracks').waitFor()

    // Picked in the "wrong" order: the tags' track numbers decide the album's.
    const files = [
      { name: 'b-second.wav', mimeType: 'audio/wav', buffer: fixtureWav({ title: `${word} Second`, artist: `${word} Band`, album: `${word} EP`, trackNumber: 2 }, 2) },
      { name: 'a-first.wav', mimeType: 'audio/wav', buffer: fixtureWav({ title: `${word} First`, artist: `${word} Band`, album: `${word} EP`, trackNumber: 1 }, 1) },
    ]
    await page.locator('input[type=file]:not([webkitdirectory])').first().setInputFiles(files)
    const rows = page.getByRole('grid', { name: 'Uploaded files' })
    await rows.getByRole('row', { name: /b-second\.wav/ }).getByText('Ready').waitFor({ timeout: 60_000 })
    await rows.getByRole('row', { name: /a-first\.wav/ }).getByText('Ready').waitFor({ timeout: 60_000 })
    const tracks = await db.from('tracks').where('owner_id', user.id).orderBy('id')
    assert.lengthOf(tracks, 2)
    assert.isTrue(tracks.every((track) => track.status === 'draft' && !track.public))

    await page.getByRole('button', { name: 'Make an album of these' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: 'Album name' }).fill(`${word} EP`)
    assert.deepEqual(await dialog.getByRole('listitem').allTextContents(), [`${word} First`, `${word} Second`])
    await dialog.getByRole('button', { name: 'Create album' }).click()
    await page.waitForURL(/\/backstage\/albums\/\d+\/edit$/)
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByText('Album published').waitFor()

    const album = await db.from('albums').where('name', `${word} EP`).firstOrFail()
    assert.equal(album.status, 'published')
    const credited = await db.from('album_artist').where('album_id', album.id).first()
    assert.equal(credited.artist_id, artist.id)
    const listener = await openAt(`/album/${album.id}/x/y`)
    cleanup(() => listener.context.close())
    await listener.page.getByRole('heading', { name: `${word} EP` }).waitFor()
    await listener.page.getByText(`${word} First`).first().waitFor()
  }).timeout(120_000)

  test('a file that is not audio is refused on its row before anything is sent', async ({ assert, cleanup }) => {
    const word = uniqueWord('Shoal')
    const { page, context, user } = await artistAt('/backstage/upload', `${word} Band`)
    cleanup(() => context.close())
    await page.getByText('Unlimited tracks').waitFor()
    await page.locator('input[type=file]:not([webkitdirectory])').first().setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not music') }])
    await page.getByRole('grid', { name: 'Uploaded files' }).getByRole('row', { name: /notes\.txt/ }).getByText(/not allowed/i).waitFor()
    assert.isNull(await db.from('file_entries').where('user_id', user.id).first())
  }).timeout(60_000)

  test('upload minutes show on the screen; the track editor replaces the audio (tags kept), and a file that is not audio is refused', async ({ assert, cleanup }) => {
    const word = uniqueWord('Kelp')
    const { page, context, user } = await artistAt('/backstage/upload', `${word} Band`, [{ name: 'minutes', value: 30 }])
    cleanup(() => context.close())
    await page.getByText('30 minutes left').waitFor()
    await page.locator('input[type=file]:not([webkitdirectory])').first().setInputFiles([{ name: 'take-one.wav', mimeType: 'audio/wav', buffer: fixtureWav({ title: `${word} Take` }, 3, 2) }])
    const row = page.getByRole('grid', { name: 'Uploaded files' }).getByRole('row', { name: /take-one\.wav/ })
    await row.getByText('Ready').waitFor({ timeout: 60_000 })
    await captureScreens(page, 'backstage-upload')
    const track = await db.from('tracks').where('owner_id', user.id).firstOrFail()

    await row.getByRole('link', { name: 'Edit' }).click()
    await page.getByRole('textbox', { name: 'Name' }).and(page.locator(`[value="${word} Take"]`)).waitFor()
    const replacing = page.getByRole('group', { name: 'Replace audio' })
    await replacing.locator('input[type=file]').setInputFiles([{ name: 'take-two.wav', mimeType: 'audio/wav', buffer: fixtureWav({ title: 'Other Tag' }, 4, 3) }])
    await page.getByText('Audio replaced').waitFor({ timeout: 60_000 })
    await page.getByText('0:03').waitFor()
    const replaced = await db.from('tracks').where('id', track.id).firstOrFail()
    assert.equal(replaced.name, `${word} Take`)
    assert.equal(replaced.duration, 3000)
    assert.notEqual(replaced.src, track.src)
    await captureScreens(page, 'backstage-track-editor')

    await replacing.locator('input[type=file]').setInputFiles([{ name: 'notes.wav', mimeType: 'audio/wav', buffer: Buffer.from('<html><body>not audio</body></html>') }])
    await page.getByRole('region', { name: 'Notifications' }).getByText(/not|refused|allowed/i).waitFor({ timeout: 60_000 })
    assert.equal((await db.from('tracks').where('id', track.id).firstOrFail()).src, replaced.src)
  }).timeout(120_000)

  test('admin/upload: an admin uploads a tagged file, taken in through the admin API and credited to the artist its tags name', async ({ assert, cleanup }) => {
    const word = uniqueWord('Dune')
    const admin = await UserFactory.apply('admin').create()
    const { page, context } = await openAt('/')
    cleanup(() => context.close())
    await followSystemTheme(context)
    await signIn(page, admin.email)
    await page.goto('/admin/upload')
    await page.getByText('Unlimited tracks').waitFor()
    await page.locator('input[type=file]:not([webkitdirectory])').first().setInputFiles([{ name: 'dune.wav', mimeType: 'audio/wav', buffer: fixtureWav({ title: `${word} Song`, artist: `${word} Tagged` }, 5, 2) }])
    await page.getByRole('grid', { name: 'Uploaded files' }).getByRole('row', { name: /dune\.wav/ }).getByText('Ready').waitFor({ timeout: 60_000 })
    await captureScreens(page, 'admin-upload')
    const track = await db.from('tracks').where('name', `${word} Song`).firstOrFail()
    const credit = await db.from('artist_track').join('artists', 'artists.id', 'artist_track.artist_id').where('track_id', track.id).firstOrFail()
    assert.equal(credit.name, `${word} Tagged`)
    assert.equal(track.status, 'draft')
  }).timeout(120_000)

  test('a real MP3 and FLAC, sent through tus: title and duration from the files, published, both play for a guest (206, their types)', async ({ assert, cleanup }) => {
    const word = uniqueWord('Fjord')
    const folder = await mkdtemp(join(tmpdir(), 'cadenza-real-audio-'))
    cleanup(() => rm(folder, { recursive: true, force: true }))
    // Both over the 4 MB from which the upload queue sends a file through tus: 110 s at 320 kb/s, 30 s of noisy FLAC.
    const files = [
      { path: join(folder, 'fjord-one.mp3'), format: 'mp3' as const, seconds: 110, title: `${word} Glacier` },
      { path: join(folder, 'fjord-two.flac'), format: 'flac' as const, seconds: 30, title: `${word} Meltwater` },
    ]
    for (const [index, file] of files.entries()) {
      await writeEncodedAudio(file.path, file.format, { title: file.title, artist: `${word} Band`, album: `${word} Ice`, trackNumber: index + 1 }, file.seconds, index + 1)
    }
    const { page, context, user } = await artistAt('/backstage/upload', `${word} Band`)
    cleanup(() => context.close())
    await page.getByText('Unlimited tracks').waitFor()
    const sentThroughTus = recordTusCreations(page)

    await page.locator('input[type=file]:not([webkitdirectory])').first().setInputFiles(files.map((file) => file.path))
    const rows = page.getByRole('grid', { name: 'Uploaded files' })
    await rows.getByRole('row', { name: /fjord-one\.mp3/ }).getByText('Ready').waitFor({ timeout: 120_000 })
    await rows.getByRole('row', { name: /fjord-two\.flac/ }).getByText('Ready').waitFor({ timeout: 120_000 })
    assert.sameMembers(sentThroughTus, ['fjord-one.mp3', 'fjord-two.flac'])

    // Titles from the tags; durations as the files hold them (an MP3 carries its encoder's few ms of delay).
    const tracks = await db.from('tracks').where('owner_id', user.id).orderBy('number')
    assert.deepEqual(tracks.map((track) => [track.name, track.number, track.mime, track.processing]), [
      [`${word} Glacier`, 1, 'audio/mpeg', 'ready'],
      [`${word} Meltwater`, 2, 'audio/flac', 'ready'],
    ])
    assert.approximately(tracks[0].duration, 110_000, 100)
    assert.equal(tracks[1].duration, 30_000)
    assert.lengthOf(await db.from('track_waveforms').whereIn('track_id', tracks.map((track) => track.id)), 2)

    await page.getByRole('button', { name: 'Make an album of these' }).click()
    await page.getByRole('dialog').getByRole('textbox', { name: 'Album name' }).fill(`${word} Ice`)
    await page.getByRole('dialog').getByRole('button', { name: 'Create album' }).click()
    await page.waitForURL(/\/backstage\/albums\/\d+\/edit$/)
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByText('Album published').waitFor()
    const album = await db.from('albums').where('name', `${word} Ice`).firstOrFail()

    // A guest's browser plays each file in an <audio> element from ranges of its stream, typed as the file is
    // (before the player has fetched them whole: the browser's cache could answer a range of those).
    const listener = await openAt(`/album/${album.id}/a/b`)
    cleanup(() => listener.context.close())
    const mp3 = await playInAudioElement(listener.page, tracks[0].id)
    assert.deepInclude(mp3, { status: 206, contentType: 'audio/mpeg' })
    assert.approximately(mp3.duration, 110, 0.2)
    const flac = await playInAudioElement(listener.page, tracks[1].id)
    assert.deepInclude(flac, { status: 206, contentType: 'audio/flac' })
    assert.approximately(flac.duration, 30, 0.2)

    // And in the site's player, the album from its page: the MP3, then the FLAC.
    await listener.page.getByRole('button', { name: `Play ${word} Ice` }).first().click()
    await playerBar(listener.page).getByRole('link', { name: `${word} Glacier` }).waitFor()
    await playerBar(listener.page).getByRole('button', { name: 'Pause', exact: true }).waitFor()
    await waitForPosition(listener.page, 1, 20)
    await playerBar(listener.page).getByRole('button', { name: 'Next', exact: true }).click()
    await playerBar(listener.page).getByRole('link', { name: `${word} Meltwater` }).waitFor()
    await waitForPosition(listener.page, 1, 20)
  })
    .timeout(240_000)
    .skip(!hasFfmpeg, 'needs ffmpeg to encode the MP3 and FLAC files (Debian: apt-get install ffmpeg)')
})

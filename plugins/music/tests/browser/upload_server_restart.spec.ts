import { test } from '@japa/runner'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { FILES_SETTINGS, UPLOADS_CHUNK_SIZE } from '#core/files/settings'
import { UserFactory } from '#database/factories/user_factory'
import { AppProcess } from '#tests/helpers/app_process'
import { signIn as signInSession } from '#tests/helpers/sign_in'
import { grantArtistRole } from '#plugins/music/server/backstage/artist_ownership'
import { sha256 } from '#plugins/music/server/import/media_store'
import { makeArtist } from '#plugins/music/tests/helpers/catalogue_factory'
import { hasFfmpeg, writeEncodedAudio } from '#plugins/music/tests/helpers/encoded_audio'
import { openAt, signIn, uniqueWord } from './music_browser.js'

/**
 * What the page's tus requests said, in the order answered: each HEAD's
 * offset (where the server says the upload stands) and the offset each
 * PATCH (a POST with the method override) wrote at. `patched(n)` resolves
 * once n PATCHes are answered.
 */
function watchTus(page: Page) {
  const answers: Array<{ method: 'HEAD' | 'PATCH'; offset: number }> = []
  const waiting: Array<{ count: number; resolve: () => void }> = []
  page.on('response', (response) => {
    const request = response.request()
    if (!request.url().includes('/api/v1/tus/upload/') || response.status() >= 300) return
    if (request.method() === 'HEAD') answers.push({ method: 'HEAD', offset: Number(response.headers()['upload-offset']) })
    if (request.headers()['x-http-method-override'] === 'PATCH') answers.push({ method: 'PATCH', offset: Number(request.headers()['upload-offset']) })
    const patches = answers.filter((answer) => answer.method === 'PATCH').length
    for (const wait of waiting.filter((entry) => patches >= entry.count)) wait.resolve()
  })
  return {
    answers,
    patched: (count: number) => new Promise<void>((resolve) => waiting.push({ count, resolve })),
  }
}

/**
 * Issue 17's "while the server is restarted in the middle": an artist's
 * 30 MB FLAC goes up from backstage/upload through tus in 1 MB PATCHes; the
 * app server is killed (SIGKILL) after a few and started again on the same
 * address, data folder and database. The page's upload queue finds the
 * server again, asks it where the upload stands (HEAD) and sends the rest
 * from there; the track made of it holds the file's exact bytes.
 */
test.group('backstage/upload across a server restart, in Chromium', () => {
  test('a 30 MB FLAC resumes on the restarted server from the offset it reports, and the track holds the same bytes', async ({ assert, cleanup }) => {
    const word = uniqueWord('Tideline')
    const folder = await mkdtemp(join(tmpdir(), 'cadenza-restart-upload-'))
    cleanup(() => rm(folder, { recursive: true, force: true }))
    const path = join(folder, 'long-tide.flac')
    // 190 s of noisy 44.1 kHz stereo: about 30 MB.
    const bytes = await writeEncodedAudio(path, 'flac', { title: `${word} Long Tide`, artist: `${word} Band`, album: `${word} Swell`, trackNumber: 1 }, 190, 5)

    // Sessions in cookies: the restarted server still knows the artist.
    const env = { SESSION_DRIVER: 'cookie', READ_CACHE: 'false' }
    let server = await AppProcess.start(env)
    cleanup(() => server.stop())
    // 1 MB a PATCH (the site's chunk size), so the crash lands with most of the file still to send.
    const admin = await signInSession(await UserFactory.apply('admin').create(), { origin: server.url('') })
    const chunkSize = (megabytes: number) => admin.put('/api/v1/settings').json({ settings: { [UPLOADS_CHUNK_SIZE]: megabytes } })
    assert.equal((await chunkSize(1)).status(), 200)
    cleanup(async () => {
      await chunkSize(Number(FILES_SETTINGS.defaults[UPLOADS_CHUNK_SIZE]))
    })

    const user = await UserFactory.create()
    const artist = await makeArtist({ name: `${word} Band` })
    await db.transaction((trx) => grantArtistRole(trx, user.id, artist.id))
    const { page, context } = await openAt('/', { origin: server.url('') })
    cleanup(() => context.close())
    await signIn(page, user.email)
    await page.goto(server.url('/backstage/upload'))
    await page.getByText('Unlimited tracks').waitFor()
    const tus = watchTus(page)

    const fivePatches = tus.patched(5)
    await page.locator('input[type=file]:not([webkitdirectory])').first().setInputFiles(path)
    await fivePatches
    await server.crash()
    const beforeRestart = tus.answers.length
    server = await AppProcess.start(env, { port: server.listeningPort })

    const row = page.getByRole('grid', { name: 'Uploaded files' }).getByRole('row', { name: /long-tide\.flac/ })
    await row.getByText('Ready').waitFor({ timeout: 120_000 })

    // On the restarted server: a HEAD told where the upload stood (at least the 5 MB answered before), the next PATCH began there.
    const afterRestart = tus.answers.slice(beforeRestart)
    const head = afterRestart[0]
    assert.equal(head?.method, 'HEAD')
    assert.isAtLeast(head.offset, 5 * 1024 * 1024)
    assert.isBelow(head.offset, bytes.length)
    assert.deepEqual(afterRestart[1], { method: 'PATCH', offset: head.offset })

    const track = await db.from('tracks').where('owner_id', user.id).firstOrFail()
    assert.equal(track.name, `${word} Long Tide`)
    assert.equal(track.duration, 190_000)
    assert.equal(track.file_hash, sha256(bytes))
    assert.equal(sha256(await drive.use('uploads').getBytes(track.src)), sha256(bytes))
  })
    .timeout(300_000)
    .skip(!hasFfmpeg, 'needs ffmpeg to encode the FLAC file (Debian: apt-get install ffmpeg)')
})

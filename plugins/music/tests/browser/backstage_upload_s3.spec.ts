import { test } from '@japa/runner'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { AppProcess } from '#tests/helpers/app_process'
import { TestS3Server } from '#tests/helpers/s3_server'
import { signIn as signInSession } from '#tests/helpers/sign_in'
import { DIRECT_MULTIPART_MIN_SIZE, multipartPartSize } from '#core/files/web/upload_queue/upload_constants'
import { grantArtistRole } from '#plugins/music/server/backstage/artist_ownership'
import { sha256 } from '#plugins/music/server/import/media_store'
import { makeArtist } from '#plugins/music/tests/helpers/catalogue_factory'
import { hasFfmpeg, writeEncodedAudio } from '#plugins/music/tests/helpers/encoded_audio'
import { openAt, signIn, uniqueWord } from './music_browser.js'
import { playInAudioElement } from './audio_element.js'

const BUCKET = 'cadenza-backstage-audio'
const PUBLIC_BUCKET = 'cadenza-backstage-public'

/** 16-bit stereo WAV weighs 176,400 bytes a second: 600 s is just over the 100 MB from which the queue sends a file in parts. */
const BIG_WAV_SECONDS = 600

/** The part numbers PUT to the bucket for the multipart upload at `key`, in the order the requests came. */
function partsPut(s3: TestS3Server, key: string, from = 0) {
  return s3.requests
    .slice(from)
    .filter((request) => request.method === 'PUT' && request.key === key && request.target.includes('uploadId='))
    .map((request) => Number(new URL(request.target, s3.endpoint).searchParams.get('partNumber')))
}

/** The key of the one multipart upload begun in the bucket since request `from` (CreateMultipartUpload, POST ?uploads). */
function multipartKey(s3: TestS3Server, from: number) {
  const created = s3.requests.slice(from).filter((request) => request.method === 'POST' && request.bucket === BUCKET && /[?&]uploads(=|&|$)/.test(request.target))
  if (created.length !== 1) throw new Error(`${created.length} multipart uploads were begun`)
  return created[0].key
}

/** Every value the row's progress bar showed until the row says Ready (read every 100 ms). */
async function progressUntilReady(page: Page, name: string) {
  const row = page.getByRole('grid', { name: 'Uploaded files' }).getByRole('row', { name: new RegExp(name.replace('.', '\\.')) })
  const bar = row.getByRole('progressbar', { name: `Upload progress of ${name}` })
  const seen: number[] = []
  const deadline = Date.now() + 240_000
  while (!(await row.getByText('Ready').isVisible())) {
    if (Date.now() > deadline) throw new Error(`${name} was not ready in time ("${await row.innerText()}"); progress seen: ${seen.join(', ')}`)
    const value = await bar.getAttribute('aria-valuenow', { timeout: 1000 }).catch(() => null)
    if (value !== null && Number(value) !== seen.at(-1)) seen.push(Number(value))
    await page.waitForTimeout(100)
  }
  return seen
}

/**
 * Issue 17 on the S3 disk: the app runs with its uploads disk in a bucket
 * of the local S3 server (real multipart: presigned part PUTs checked for
 * their signature, completion by ETags), direct uploads on. On
 * backstage/upload an artist drops a real MP3 and a WAV over 100 MB: the
 * small one is sent through the app, the big one straight to the bucket in
 * parts; both become tracks, an album is published, and a guest plays the
 * audio from the bucket through the presigned URL the stream redirects to.
 */
test.group('backstage/upload on an S3 uploads disk, in Chromium', (group) => {
  let s3: TestS3Server
  let server: AppProcess
  let folder: string

  group.setup(async () => {
    s3 = await TestS3Server.start()
    server = await AppProcess.start({ ...s3.appEnvironment({ bucket: BUCKET, publicBucket: PUBLIC_BUCKET }), READ_CACHE: 'false', SESSION_DRIVER: 'cookie' })
    // The bucket's CORS rule names the site, as an operator sets it for direct uploads (README, Storage on S3).
    const site = [new URL(server.url('/')).origin]
    s3.createBucket(BUCKET, { corsOrigins: site })
    s3.createBucket(PUBLIC_BUCKET, { publicRead: true, corsOrigins: site })
    folder = await mkdtemp(join(tmpdir(), 'cadenza-s3-backstage-'))
    const admin = await signInSession(await UserFactory.apply('admin').create(), { origin: server.url('') })
    const directUpload = (on: boolean) => admin.put('/api/v1/settings').json({ settings: { 'uploads.direct_upload': on } })
    if ((await directUpload(true)).status() !== 200) throw new Error('could not turn direct uploads on')
    return async () => {
      await directUpload(false)
      await server.stop()
      await s3.stop()
      await rm(folder, { recursive: true, force: true })
    }
  })

  async function artistOnUploadScreen(word: string) {
    const user = await UserFactory.create()
    const artist = await makeArtist({ name: `${word} Band` })
    await db.transaction((trx) => grantArtistRole(trx, user.id, artist.id))
    const opened = await openAt('/', { origin: server.url('') })
    await signIn(opened.page, user.email)
    await opened.page.goto(server.url('/backstage/upload'))
    await opened.page.getByText('Unlimited tracks').waitFor()
    return { ...opened, user }
  }

  test('a real MP3 and a 106 MB WAV sent to the bucket in parts: progress to Ready, published, a guest plays both from presigned URLs (206)', async ({ assert, cleanup }) => {
    const word = uniqueWord('Estuary')
    const tags = (title: string, trackNumber: number) => ({ title: `${word} ${title}`, artist: `${word} Band`, album: `${word} Delta`, trackNumber })
    const mp3Path = join(folder, `${word}-one.mp3`)
    const wavPath = join(folder, `${word}-two.wav`)
    const mp3 = await writeEncodedAudio(mp3Path, 'mp3', tags('Brackish', 1), 20, 3)
    const wav = await writeEncodedAudio(wavPath, 'wav', tags('Tidal Flat', 2), BIG_WAV_SECONDS, 4)
    assert.isAtLeast(wav.length, DIRECT_MULTIPART_MIN_SIZE)
    const { page, context, user } = await artistOnUploadScreen(word)
    cleanup(() => context.close())

    const fromRequest = s3.requests.length
    await page.locator('input[type=file]:not([webkitdirectory])').first().setInputFiles([mp3Path, wavPath])
    const progress = await progressUntilReady(page, `${word}-two.wav`)
    const rows = page.getByRole('grid', { name: 'Uploaded files' })
    await rows.getByRole('row', { name: new RegExp(`${word}-one\\.mp3`) }).getByText('Ready').waitFor({ timeout: 60_000 })
    // The row moved through the upload: values between none and all, never going back.
    assert.isTrue(progress.some((value) => value > 0 && value < 100), `progress seen: ${progress.join(', ')}`)
    assert.deepEqual(progress, [...progress].sort((a, b) => a - b))

    // Straight to the bucket in 20 MB parts, each PUT once at its presigned URL.
    const partCount = Math.ceil(wav.length / multipartPartSize(wav.length))
    assert.isAtLeast(partCount, 5)
    assert.sameMembers(partsPut(s3, multipartKey(s3, fromRequest), fromRequest), Array.from({ length: partCount }, (_, index) => index + 1))

    const tracks = await db.from('tracks').where('owner_id', user.id).orderBy('number')
    assert.deepEqual(tracks.map((track) => [track.name, track.mime, track.processing, track.file_hash]), [
      [`${word} Brackish`, 'audio/mpeg', 'ready', sha256(mp3)],
      [`${word} Tidal Flat`, 'audio/wav', 'ready', sha256(wav)],
    ])
    assert.equal(tracks[1].duration, BIG_WAV_SECONDS * 1000)
    for (const [index, bytes] of [mp3, wav].entries()) assert.equal(sha256(s3.object(BUCKET, tracks[index].src)!.body), sha256(bytes))

    await page.getByRole('button', { name: 'Make an album of these' }).click()
    await page.getByRole('dialog').getByRole('textbox', { name: 'Album name' }).fill(`${word} Delta`)
    await page.getByRole('dialog').getByRole('button', { name: 'Create album' }).click()
    await page.waitForURL(/\/backstage\/albums\/\d+\/edit$/)
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByText('Album published').waitFor()
    const album = await db.from('albums').where('name', `${word} Delta`).firstOrFail()

    const guest = await openAt(`/album/${album.id}/a/b`, { origin: server.url('') })
    cleanup(() => guest.context.close())
    for (const [index, expected] of [{ type: 'audio/mpeg', seconds: 20 }, { type: 'audio/wav', seconds: BIG_WAV_SECONDS }].entries()) {
      const played = await playInAudioElement(guest.page, tracks[index].id)
      assert.deepInclude(played, { status: 206, contentType: expected.type })
      assert.equal(new URL(played.url).pathname, `/${BUCKET}/${tracks[index].src}`)
      assert.include(played.url, 'X-Amz-Signature=')
      assert.approximately(played.duration, expected.seconds, 0.2)
    }
  })
    .timeout(420_000)
    .skip(!hasFfmpeg, 'needs ffmpeg to encode the MP3 and WAV files (Debian: apt-get install ffmpeg)')

  test('reloaded in the middle of the big file, picking it again continues from the parts the bucket lists', async ({ assert, cleanup }) => {
    const word = uniqueWord('Ebbtide')
    const wavPath = join(folder, `${word}.wav`)
    const wav = await writeEncodedAudio(wavPath, 'wav', { title: `${word} Slack Water`, artist: `${word} Band`, album: `${word} Neap`, trackNumber: 1 }, BIG_WAV_SECONDS, 6)
    const partCount = Math.ceil(wav.length / multipartPartSize(wav.length))
    const { page, context, user } = await artistOnUploadScreen(word)
    cleanup(() => context.close())

    // Parts 1 to 3 reach the bucket; the later ones are held in the browser until the page goes.
    const PASSED = 3
    await page.route(`${s3.endpoint}/**`, async (route) => {
      const partNumber = Number(new URL(route.request().url()).searchParams.get('partNumber'))
      if (route.request().method() === 'PUT' && partNumber > PASSED) return
      await route.continue()
    })
    const picker = page.locator('input[type=file]:not([webkitdirectory])').first()
    await picker.setInputFiles(wavPath)
    const waitForStoredParts = async () => {
      for (;;) {
        const upload = s3.multipartUploads(BUCKET)[0]
        if (upload && upload.parts.size >= PASSED) return upload
        await page.waitForTimeout(100)
      }
    }
    const upload = await waitForStoredParts()
    await page.reload()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await page.getByText('Unlimited tracks').waitFor()

    // The page is gone, the upload is not: its parts wait in the bucket.
    assert.deepEqual(s3.multipartUploads(BUCKET).map((open) => open.uploadId), [upload.uploadId])
    const storedBeforeReload = [...upload.parts.keys()].sort((a, b) => a - b)
    assert.deepEqual(storedBeforeReload, [1, 2, 3])
    const fromRequest = s3.requests.length

    await picker.setInputFiles(wavPath)
    await page.getByRole('grid', { name: 'Uploaded files' }).getByRole('row', { name: new RegExp(`${word}\\.wav`) }).getByText('Ready').waitFor({ timeout: 240_000 })

    const afterReload = s3.requests.slice(fromRequest)
    assert.isTrue(afterReload.some((request) => request.method === 'GET' && request.target.includes(`uploadId=${encodeURIComponent(upload.uploadId)}`)), 'the parts were listed (ListParts)')
    assert.isFalse(afterReload.some((request) => request.method === 'POST' && /[?&]uploads(=|&|$)/.test(request.target)), 'no second multipart upload was begun')
    const sentAgain = partsPut(s3, upload.key, fromRequest)
    assert.sameMembers(sentAgain, Array.from({ length: partCount - PASSED }, (_, index) => index + PASSED + 1))
    assert.isBelow(sentAgain.length, partCount)

    const track = await db.from('tracks').where('owner_id', user.id).firstOrFail()
    assert.include(track, { name: `${word} Slack Water`, processing: 'ready', file_hash: sha256(wav) })
    assert.equal(sha256(s3.object(BUCKET, track.src)!.body), sha256(wav))
  })
    .timeout(420_000)
    .skip(!hasFfmpeg, 'needs ffmpeg to encode the WAV file (Debian: apt-get install ffmpeg)')
})

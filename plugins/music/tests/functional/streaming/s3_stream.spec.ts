import { test } from '@japa/runner'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { albumCover } from '#plugins/music/server/demo/artwork'
import { sha256 } from '#plugins/music/server/import/media_store'
import { makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { api } from '#plugins/music/tests/helpers/music_session'
import { AppProcess, runAce } from '#tests/helpers/app_process'
import { TestS3Server } from '#tests/helpers/s3_server'
import { writeFixtureWav } from '../import/audio_fixtures.js'

const BUCKET = 'cadenza-audio'
const PUBLIC_BUCKET = 'cadenza-public'
const TITLE = 'Bucket Streamed Song'
const ALBUM = 'Bucket Album'

/**
 * Audio on an S3-compatible disk, end to end: `node ace music:import` and a
 * second app server run with the S3_* variables pointing at a local S3
 * server. Drive builds its disks from config/drive.ts once, at boot, so this
 * process (whose disks are local folders) cannot be switched; the processes
 * share this run's database, so tracks made here stream there.
 */
test.group('Track streaming from an S3-compatible disk', (group) => {
  let s3: TestS3Server
  let server: AppProcess
  let audio: Buffer
  let cover: Buffer
  let track: { id: number; src: string; album_id: number; duration: number }

  group.setup(async () => {
    s3 = await TestS3Server.start()
    s3.createBucket(BUCKET)
    s3.createBucket(PUBLIC_BUCKET, { publicRead: true })
    const env = s3.appEnvironment({ bucket: BUCKET, publicBucket: PUBLIC_BUCKET })
    const folder = await mkdtemp(join(tmpdir(), 'cadenza-s3-import-'))
    audio = await writeFixtureWav(join(folder, 'song.wav'), { title: TITLE, artist: 'Bucket Streamer', album: ALBUM }, 7, 3)
    cover = albumCover('bucket cover', 32)
    await writeFile(join(folder, 'cover.png'), cover)
    const imported = await runAce(['music:import', folder], env)
    if (imported.exitCode !== 0) throw new Error(`music:import failed:\n${imported.output}`)
    track = await db.from('tracks').where('file_hash', sha256(audio)).select('id', 'src', 'album_id', 'duration').firstOrFail()
    server = await AppProcess.start(env)
    return async () => {
      await server.stop()
      await s3.stop()
    }
  })

  group.teardown(async () => {
    await db.from('tracks').whereIn('name', [TITLE, 'Missing from the bucket', 'Escaping the bucket']).delete()
    await db.from('albums').where('name', ALBUM).delete()
  })

  const streamOf = (id: number) => fetch(server.url(api(`tracks/${id}/stream`)), { redirect: 'manual', headers: { accept: 'application/json' } })

  async function presignedUrl() {
    const response = await streamOf(track.id)
    return new URL(response.headers.get('location')!)
  }

  test('the importer stores the audio in the bucket, not in the local folder', async ({ assert }) => {
    const stored = s3.object(BUCKET, track.src)
    assert.exists(stored)
    assert.deepEqual(stored!.body, audio)
    assert.equal(stored!.contentType, 'audio/wav')
    assert.isFalse(await drive.use('uploads').exists(track.src))
  })

  test('the importer puts the album cover in the public bucket and links it at the bucket URL', async ({ assert }) => {
    const album = await db.from('albums').where('id', track.album_id).select('image').firstOrFail()
    assert.isTrue(album.image.startsWith(`${s3.endpoint}/${PUBLIC_BUCKET}/covers/`), album.image)
    assert.match(album.image, /\/covers\/[0-9a-f]{32}\.webp$/)
    const served = await fetch(album.image)
    assert.equal(served.status, 200)
    // The importer stores covers re-encoded as WebP (never the tagged bytes as they came).
    assert.equal(served.headers.get('content-type'), 'image/webp')
    const body = Buffer.from(await served.arrayBuffer())
    assert.equal(body.subarray(8, 12).toString('latin1'), 'WEBP')
    assert.notDeepEqual(body, cover)
  })

  test('the stream is a redirect no cache keeps, to a presigned URL of the object that lives the track\'s length and 10 minutes', async ({ assert }) => {
    const response = await streamOf(track.id)
    assert.equal(response.status, 302)
    assert.equal(response.headers.get('cache-control'), 'no-store')
    const location = new URL(response.headers.get('location')!)
    assert.equal(`${location.origin}${location.pathname}`, `${s3.endpoint}/${BUCKET}/${track.src}`)
    assert.isAbove(track.duration, 0)
    assert.equal(location.searchParams.get('X-Amz-Expires'), String(600 + Math.ceil(track.duration / 1000)))
    assert.isNotNull(location.searchParams.get('X-Amz-Signature'))
  })

  test('the presigned URL serves the bytes with their type, and byte ranges of them', async ({ assert }) => {
    const url = await presignedUrl()
    const whole = await fetch(url)
    assert.equal(whole.status, 200)
    assert.equal(whole.headers.get('content-type'), 'audio/wav')
    assert.deepEqual(Buffer.from(await whole.arrayBuffer()), audio)

    const part = await fetch(url, { headers: { range: 'bytes=100-1099' } })
    assert.equal(part.status, 206)
    assert.equal(part.headers.get('content-range'), `bytes 100-1099/${audio.length}`)
    assert.deepEqual(Buffer.from(await part.arrayBuffer()), audio.subarray(100, 1100))
  })

  test('an expired presigned URL is refused', async ({ assert }) => {
    const url = await presignedUrl()
    s3.setClockOffset((Number(url.searchParams.get('X-Amz-Expires')) + 1) * 1000)
    try {
      const response = await fetch(url)
      assert.equal(response.status, 403)
      assert.include(await response.text(), '<Code>AccessDenied</Code><Message>Request has expired</Message>')
    } finally {
      s3.setClockOffset(0)
    }
  })

  test('a tampered presigned URL is refused: another object, a longer life', async ({ assert }) => {
    const url = await presignedUrl()
    const otherObject = new URL(url)
    otherObject.pathname = `/${BUCKET}/tracks/other.wav`
    const longerLife = new URL(url)
    longerLife.searchParams.set('X-Amz-Expires', '604800')
    for (const tampered of [otherObject, longerLife]) {
      const response = await fetch(tampered)
      assert.equal(response.status, 403, tampered.href)
      assert.include(await response.text(), '<Code>SignatureDoesNotMatch</Code>')
    }
  })

  test('a track whose object is not in the bucket is the stream endpoint 404', async ({ assert }) => {
    const missing = await makeTrack({ name: 'Missing from the bucket' })
    missing.merge({ src: 'tracks/none/missing.wav', mime: 'audio/wav' })
    await missing.save()
    const response = await streamOf(missing.id)
    assert.equal(response.status, 404)
    assert.deepEqual(await response.json(), { message: 'This track has no audio file.' })
  })

  test('a key with `..` is refused before storage is asked', async ({ assert }) => {
    for (const src of ['../other-bucket/secret.wav', 'tracks/../../secret.wav']) {
      const escaping = await makeTrack({ name: 'Escaping the bucket' })
      escaping.merge({ src })
      await escaping.save()
      const response = await streamOf(escaping.id)
      assert.equal(response.status, 404, src)
      assert.deepEqual(await response.json(), { message: 'This track has no audio file.' }, src)
    }
    assert.isEmpty(s3.requests.filter((request) => request.target.includes('..')))
  })
})

import { test } from '@japa/runner'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { dropReads } from '#core/kernel/cache/read_cache'
import { signIn } from '#tests/helpers/sign_in'
import { AppProcess } from '#tests/helpers/app_process'
import { MIN_PART_SIZE, TestS3Server } from '#tests/helpers/s3_server'
import { eventually } from '#tests/helpers/eventually'
import type { CookieSession } from '#tests/helpers/cookie_session'
import { grantArtistRole } from '#plugins/music/server/backstage/artist_ownership'
import { sha256 } from '#plugins/music/server/import/media_store'
import { fixtureWav } from '../import/audio_fixtures.js'
import { INGEST_ARTIST_KEY, INGEST_AS_TRACK, INGEST_INTENT_KEY } from '#plugins/music/shared/ingest_types'
import { hasFfmpeg, writeEncodedAudio } from '#plugins/music/tests/helpers/encoded_audio'
import { api } from '#plugins/music/tests/helpers/music_session'
import { makeArtist } from '../../helpers/catalogue_factory.js'

const BUCKET = 'cadenza-ingest-audio'
const PUBLIC_BUCKET = 'cadenza-ingest-public'

/**
 * Sends `bytes` to the uploads bucket as the upload queue does for a big
 * file there: a multipart upload begun by the server, parts PUT straight
 * to the bucket at the URLs it signs, completed, registered as an entry.
 */
async function uploadInParts(session: CookieSession, bytes: Buffer, name: string, metadata: Record<string, string>) {
  const post = async (path: string, body: object) => {
    const response = await session.post(`/api/v1/${path}`).json(body)
    if (response.status() >= 300) throw new Error(`${path}: ${response.status()} ${response.text()}`)
    return response.body()
  }
  const parts = Array.from({ length: Math.ceil(bytes.length / MIN_PART_SIZE) }, (_, index) => bytes.subarray(index * MIN_PART_SIZE, (index + 1) * MIN_PART_SIZE))
  const extension = name.split('.').pop()!
  const { key, uploadId } = await post('s3/multipart/create', { filename: name, mime: 'audio/flac', size: bytes.length, extension, disk: 'uploads', metadata })
  const { urls } = await post('s3/multipart/batch-sign-part-urls', { key, uploadId, partNumbers: parts.map((_, index) => index + 1) })
  const etags = []
  for (const { partNumber, url } of urls as Array<{ partNumber: number; url: string }>) {
    const put = await fetch(url, { method: 'PUT', body: parts[partNumber - 1] })
    if (put.status !== 200) throw new Error(`part ${partNumber}: ${put.status} ${await put.text()}`)
    etags.push({ PartNumber: partNumber, ETag: put.headers.get('etag')! })
  }
  await post('s3/multipart/complete', { key, uploadId, parts: etags })
  const registered = await post('s3/entries', { filename: key.split('/').pop(), size: bytes.length, clientName: name, clientExtension: extension, metadata })
  return { key: key as string, parts: parts.length, entryId: registered.fileEntry.id as number }
}

/**
 * Uploads on an S3-compatible uploads disk: a second app server runs with
 * the S3_* variables on a local S3 server (this process's disks are local
 * folders) and shares this run's database. The file entry's object is read
 * back for its tags, the track's audio written to its own key in the
 * bucket, and the job downloads it to decode it.
 */
test.group('Ingest on an S3-compatible uploads disk', (group) => {
  let s3: TestS3Server
  let server: AppProcess

  group.setup(async () => {
    s3 = await TestS3Server.start()
    s3.createBucket(BUCKET)
    s3.createBucket(PUBLIC_BUCKET, { publicRead: true })
    server = await AppProcess.start(s3.appEnvironment({ bucket: BUCKET, publicBucket: PUBLIC_BUCKET }))
    return async () => {
      await server.stop()
      await s3.stop()
    }
  })

  test('an uploaded file in the bucket becomes a draft track with its audio in the bucket, decoded by its job', async ({ assert }) => {
    const user = await UserFactory.create()
    const artist = await makeArtist({ name: 'Bucket Ingest Artist' })
    await db.transaction((trx) => grantArtistRole(trx, user.id, artist.id))
    await dropReads()
    const session = await signIn(user, { origin: server.url('') })
    const bytes = fixtureWav({ title: 'Bucket Ingested', album: 'Bucket Ingest Album' }, 77, 2)
    const uploaded = await session.post('/api/v1/file-entries').file('file', Buffer.from(bytes), { filename: 'bucket.wav' })
    assert.equal(uploaded.status(), 201, uploaded.text())

    const response = await session.post('/api/v1/music/ingest/tracks').json({ entryIds: [uploaded.body().fileEntry.id] })
    assert.equal(response.status(), 201, response.text())
    const track = await db.from('tracks').where('id', response.body().items[0].track.id).firstOrFail()
    assert.equal(track.name, 'Bucket Ingested')
    assert.equal(track.duration, 2000)
    assert.equal(track.status, 'draft')
    const stored = s3.object(BUCKET, track.src)
    assert.exists(stored)
    assert.equal(sha256(stored!.body), sha256(bytes))
    assert.equal(track.processing, 'ready')
    assert.lengthOf(await db.from('track_waveforms').where('track_id', track.id), 1)
  })

  test('a FLAC sent straight to the bucket in parts becomes a track decoded by its job, and once published streams from the bucket (206, audio/flac)', async ({ assert, cleanup }) => {
    const admin = await signIn(await UserFactory.apply('admin').create(), { origin: server.url('') })
    const directUpload = (on: boolean) => admin.put('/api/v1/settings').json({ settings: { 'uploads.direct_upload': on } })
    assert.equal((await directUpload(true)).status(), 200)
    cleanup(async () => {
      await directUpload(false)
    })
    const user = await UserFactory.create()
    const artist = await makeArtist({ name: 'Bucket Parts Artist' })
    await db.transaction((trx) => grantArtistRole(trx, user.id, artist.id))
    await dropReads()
    const session = await signIn(user, { origin: server.url('') })
    const folder = await mkdtemp(join(tmpdir(), 'cadenza-s3-parts-'))
    cleanup(() => rm(folder, { recursive: true, force: true }))
    // 40 s of FLAC (about 6 MB): two parts, the first of the smallest size S3 takes.
    const bytes = await writeEncodedAudio(join(folder, 'parts.flac'), 'flac', { title: 'Bucket In Parts', artist: 'Bucket Parts Artist', album: 'Bucket Parts', trackNumber: 1 }, 40, 9)

    // As the upload screen sends it: the metadata asks the server to take the file in as a track of the artist.
    const uploaded = await uploadInParts(session, bytes, 'parts.flac', { [INGEST_INTENT_KEY]: INGEST_AS_TRACK, [INGEST_ARTIST_KEY]: String(artist.id) })
    assert.equal(uploaded.parts, 2)
    const taken = await session.post(api('ingest/tracks')).json({ entryIds: [uploaded.entryId] })
    assert.equal(taken.status(), 201, taken.text())
    const trackId = taken.body().items[0].track.id
    const track = await eventually(async () => {
      const row = await db.from('tracks').where('id', trackId).firstOrFail()
      assert.equal(row.processing, 'ready')
      return row
    }, 30_000)
    assert.include(track, { name: 'Bucket In Parts', duration: 40_000, mime: 'audio/flac', status: 'draft' })
    assert.equal(sha256(s3.object(BUCKET, track.src)!.body), sha256(bytes))
    assert.lengthOf(await db.from('track_waveforms').where('track_id', track.id), 1)

    // A draft is its owner's alone; published, a guest's stream is a presigned URL of the object, serving ranges.
    const stream = () => fetch(server.url(api(`tracks/${track.id}/stream`)), { redirect: 'manual' })
    assert.equal((await stream()).status, 404)
    assert.equal((await session.post(api(`backstage/tracks/${track.id}/publish`))).status(), 200)
    // Streaming reuses a track's row for a second (track_sources.ts): the guest asked within it.
    const answered = await eventually(async () => {
      const response = await stream()
      assert.equal(response.status, 302)
      return response
    })
    const location = new URL(answered.headers.get('location')!)
    assert.equal(`${location.origin}${location.pathname}`, `${s3.endpoint}/${BUCKET}/${track.src}`)
    const range = await fetch(location, { headers: { range: 'bytes=0-65535' } })
    assert.equal(range.status, 206)
    assert.equal(range.headers.get('content-type'), 'audio/flac')
    assert.deepEqual(Buffer.from(await range.arrayBuffer()), bytes.subarray(0, 65_536))
  })
    .timeout(120_000)
    .skip(!hasFfmpeg, 'needs ffmpeg to encode the FLAC file (Debian: apt-get install ffmpeg)')
})

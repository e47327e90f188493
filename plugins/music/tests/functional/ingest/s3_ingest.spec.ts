import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { dropReads } from '#core/kernel/cache/read_cache'
import { signIn } from '#tests/helpers/sign_in'
import { AppProcess } from '#tests/helpers/app_process'
import { TestS3Server } from '#tests/helpers/s3_server'
import { grantArtistRole } from '#plugins/music/server/backstage/artist_ownership'
import { sha256 } from '#plugins/music/server/import/media_store'
import { fixtureWav } from '../import/audio_fixtures.js'
import { makeArtist } from '../../helpers/catalogue_factory.js'

const BUCKET = 'cadenza-ingest-audio'
const PUBLIC_BUCKET = 'cadenza-ingest-public'

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
})

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'
import type { CookieSession } from '#tests/helpers/cookie_session'
import { dropReads } from '#core/kernel/cache/read_cache'
import { grantArtistRole } from '#plugins/music/server/backstage/artist_ownership'
import { createUpload, patchUpload } from '#core/files/tests/helpers/tus_requests'
import { fixtureWav } from '../import/audio_fixtures.js'
import { makeArtist } from '../../helpers/catalogue_factory.js'

const ORIGIN = `http://${process.env.HOST}:${process.env.PORT}`
const AS_TRACK = { musicIngest: 'track' }

async function artistSession(name: string) {
  const user = await UserFactory.create()
  const artist = await makeArtist({ name })
  await db.transaction((trx) => grantArtistRole(trx, user.id, artist.id))
  await dropReads()
  return { user, artist, session: await signIn(user) }
}

/** POST file-entries with the upload screens' metadata; the entry id. */
async function plainUpload(session: CookieSession, name: string, bytes: Uint8Array, metadata: Record<string, string>) {
  const response = await session.post('/api/v1/file-entries').file('file', Buffer.from(bytes), { filename: name }).field('metadata', JSON.stringify(metadata))
  if (response.status() !== 201) throw new Error(`upload failed: ${response.status()} ${response.text()}`)
  return response.body().fileEntry.id as number
}

function intakeOf(entryId: number) {
  return db.from('track_intakes').where('file_entry_id', entryId).first()
}

test.group('Ingest on the server: uploads meant as tracks are taken in as they are registered', () => {
  test('tus/entries makes the draft track itself; the screen asking afterwards gets the same track, not a duplicate', async ({ assert }) => {
    const { artist, session } = await artistSession('Server Ingest Artist')
    const bytes = fixtureWav({ title: 'Finished After Leaving' }, 41, 2)
    const { location, id } = await createUpload(session, ORIGIN, bytes.length, { name: 'left.wav', ...AS_TRACK, musicArtistId: String(artist.id) })
    assert.equal((await patchUpload(session, ORIGIN, location, 0, bytes)).status, 204)
    const registered = await session.post('/api/v1/tus/entries').json({ uploadKey: id })
    assert.equal(registered.status(), 201, registered.text())
    const entryId = registered.body().fileEntry.id as number

    // Nobody asked music for anything: the track exists, credited to the artist named in the metadata.
    const intake = await intakeOf(entryId)
    assert.equal(intake.outcome, 'created')
    const track = await db.from('tracks').where('id', intake.track_id).firstOrFail()
    assert.equal(track.name, 'Finished After Leaving')
    assert.equal(track.status, 'draft')
    assert.deepEqual((await db.from('artist_track').where('track_id', track.id)).map((row) => row.artist_id), [artist.id])

    const asked = await session.post('/api/v1/music/ingest/tracks').json({ entryIds: [entryId] })
    assert.equal(asked.status(), 201, asked.text())
    assert.deepInclude(asked.body().items[0], { entryId, outcome: 'created' })
    assert.equal(asked.body().items[0].track.id, track.id)
    assert.lengthOf(await db.from('tracks').where('file_hash', track.file_hash), 1)
  })

  test('a refusal is recorded with its reason; files without the metadata, or from people who may not upload music, stay files', async ({ assert }) => {
    const { session } = await artistSession('Server Ingest Refusals')
    const notAudio = await plainUpload(session, 'cover.png', Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4ab0000000049454e44ae426082', 'hex'), AS_TRACK)
    assert.deepInclude(await intakeOf(notAudio), { outcome: 'refused', message: 'Not an audio file (its content is image/png)' })
    const asked = await session.post('/api/v1/music/ingest/tracks').json({ entryIds: [notAudio] })
    assert.deepEqual(asked.body().items, [{ entryId: notAudio, outcome: 'refused', message: 'Not an audio file (its content is image/png)' }])

    const plain = await plainUpload(session, 'plain.wav', fixtureWav({ title: 'Just A File' }, 42), {})
    assert.notExists(await intakeOf(plain))

    const listener = await signIn(await UserFactory.create())
    const theirs = await plainUpload(listener, 'listener.wav', fixtureWav({ title: 'Listener File' }, 43), AS_TRACK)
    assert.notExists(await intakeOf(theirs))
    assert.lengthOf(await db.from('tracks').where('name', 'Listener File'), 0)
  })

  test("upload minutes (music.create's minutes): a longer file is refused with the time left, a shorter one goes in; the allowance says what is left", async ({ assert }) => {
    const { user, session } = await artistSession('Server Ingest Minutes')
    await db.from('user_permissions').where('user_id', user.id).update({ restrictions: JSON.stringify([{ name: 'minutes', value: 1 }]) })
    await dropReads()
    const allowance = await session.get('/api/v1/music/backstage/upload-allowance')
    assert.equal(allowance.body().upload_time_left, 60_000)

    const long = await plainUpload(session, 'long.wav', fixtureWav({ title: 'Too Long' }, 44, 70), AS_TRACK)
    assert.deepInclude(await intakeOf(long), { outcome: 'refused', message: 'This track is 2 minutes long and you have 1 minute of upload time left.' })
    const short = await plainUpload(session, 'short.wav', fixtureWav({ title: 'Short Enough' }, 45, 2), AS_TRACK)
    assert.equal((await intakeOf(short)).outcome, 'created')
    assert.equal((await session.get('/api/v1/music/backstage/upload-allowance')).body().upload_time_left, 58_000)

    // The same refusal through the API, for a file uploaded without the metadata.
    const again = await plainUpload(session, 'again.wav', fixtureWav({ title: 'Still Too Long' }, 46, 70), {})
    const answer = await session.post('/api/v1/music/ingest/tracks').json({ entryIds: [again] })
    assert.deepEqual(answer.body().items, [{ entryId: again, outcome: 'refused', message: 'This track is 2 minutes long and you have less than a minute of upload time left.' }])
  })
})

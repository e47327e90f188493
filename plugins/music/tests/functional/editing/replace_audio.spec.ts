import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'
import type { CookieSession } from '#tests/helpers/cookie_session'
import { dropReads } from '#core/kernel/cache/read_cache'
import { grantArtistRole } from '#plugins/music/server/backstage/artist_ownership'
import { sha256 } from '#plugins/music/server/import/media_store'
import { fixtureWav } from '../import/audio_fixtures.js'
import { makeArtist } from '../../helpers/catalogue_factory.js'

async function upload(session: CookieSession, name: string, bytes: Uint8Array) {
  const response = await session.post('/api/v1/file-entries').file('file', Buffer.from(bytes), { filename: name })
  if (response.status() !== 201) throw new Error(response.text())
  return response.body().fileEntry.id as number
}

/** An artist with one ingested draft track (2 s); its id and its audio key. */
async function artistWithTrack(name: string) {
  const user = await UserFactory.create()
  const artist = await makeArtist({ name })
  await db.transaction((trx) => grantArtistRole(trx, user.id, artist.id))
  await dropReads()
  const session = await signIn(user)
  const entryId = await upload(session, 'first.wav', fixtureWav({ title: 'Kept Title', trackNumber: 2 }, 61, 2))
  const ingested = await session.post('/api/v1/music/ingest/tracks').json({ entryIds: [entryId] })
  const trackId = ingested.body().items[0].track.id as number
  const { src } = await db.from('tracks').where('id', trackId).firstOrFail()
  return { user, session, trackId, oldSrc: src as string }
}

test.group('Replace audio (POST {scope}/tracks/{id}/audio)', () => {
  test('the track plays the new file: tags kept unless asked, duration and processing redone, the old audio deleted', async ({ assert }) => {
    const { session, trackId, oldSrc } = await artistWithTrack('Replace Audio Artist')
    const newBytes = fixtureWav({ title: 'New Tag Title', trackNumber: 7 }, 62, 3)
    const entryId = await upload(session, 'second.wav', newBytes)

    const response = await session.post(`/api/v1/music/backstage/tracks/${trackId}/audio`).json({ entryId })
    assert.equal(response.status(), 200, response.text())
    assert.equal(response.body().track.name, 'Kept Title')
    assert.equal(response.body().track.duration, 3000)
    const track = await db.from('tracks').where('id', trackId).firstOrFail()
    assert.equal(track.file_hash, sha256(newBytes))
    assert.equal(track.number, 2)
    // The test queue runs the job where it is dispatched: decoded again.
    assert.equal(track.processing, 'ready')
    assert.equal(sha256(await drive.use('uploads').getBytes(track.src)), sha256(newBytes))
    assert.isFalse(await drive.use('uploads').exists(oldSrc))
    assert.lengthOf(await db.from('audit_entries').where('action', 'track.audio_replaced').where('subject_id', String(trackId)), 1)

    // Asked to: the name and number from the new file's tags.
    const third = await upload(session, 'third.wav', fixtureWav({ title: 'Tagged Again', trackNumber: 9 }, 63, 2))
    const tagged = await session.post(`/api/v1/music/backstage/tracks/${trackId}/audio`).json({ entryId: third, useTags: true })
    assert.equal(tagged.body().track.name, 'Tagged Again')
    assert.equal(tagged.body().track.number, 9)
  })

  test("refused with nothing changed: someone else's file or track, not audio, a file already another track", async ({ assert }) => {
    const { session, trackId, user } = await artistWithTrack('Replace Audio Refusals')
    const other = await artistWithTrack('Replace Audio Other')
    const before = await db.from('tracks').where('id', trackId).firstOrFail()

    const theirs = await upload(other.session, 'theirs.wav', fixtureWav({ title: 'Theirs' }, 64, 2))
    const forged = await session.post(`/api/v1/music/backstage/tracks/${trackId}/audio`).json({ entryId: theirs })
    assert.equal(forged.status(), 422)
    assert.deepEqual(forged.body().errors.entryId, ['This file is not among your uploads.'])
    const mine = await upload(session, 'mine.wav', fixtureWav({ title: 'Mine' }, 65, 2))
    assert.equal((await session.post(`/api/v1/music/backstage/tracks/${other.trackId}/audio`).json({ entryId: mine })).status(), 403)

    const png = await upload(session, 'x.png', Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4ab0000000049454e44ae426082', 'hex'))
    const notAudio = await session.post(`/api/v1/music/backstage/tracks/${trackId}/audio`).json({ entryId: png })
    assert.deepEqual(notAudio.body().errors.entryId, ['Not an audio file (its content is image/png)'])

    const secondTrack = await upload(session, 'twin.wav', fixtureWav({ title: 'Twin' }, 66, 2))
    await session.post('/api/v1/music/ingest/tracks').json({ entryIds: [secondTrack] })
    const twin = await session.post(`/api/v1/music/backstage/tracks/${trackId}/audio`).json({ entryId: secondTrack })
    assert.deepEqual(twin.body().errors.entryId, ['This file is already the track "Twin".'])

    const after = await db.from('tracks').where('id', trackId).firstOrFail()
    assert.deepEqual([after.src, after.file_hash, after.duration], [before.src, before.file_hash, before.duration])
    assert.equal(user.id, before.owner_id)
  })
})

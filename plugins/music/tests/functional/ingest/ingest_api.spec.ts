import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'
import { signIn } from '#tests/helpers/sign_in'
import type { CookieSession } from '#tests/helpers/cookie_session'
import { dropReads } from '#core/kernel/cache/read_cache'
import { saveSettings } from '#tests/helpers/site_settings'
import { grantArtistRole } from '#plugins/music/server/backstage/artist_ownership'
import { albumCover } from '#plugins/music/server/demo/artwork'
import type { Id3Tags } from '#plugins/music/server/audio/id3'
import { fixtureWav } from '../import/audio_fixtures.js'
import { makeArtist } from '../../helpers/catalogue_factory.js'

/** A signed-in artist: linked to a new artist, with music.create (what approving a request grants). */
async function artistSession(name = 'Ingest API Artist') {
  const user = await UserFactory.create()
  const artist = await makeArtist({ name })
  await db.transaction((trx) => grantArtistRole(trx, user.id, artist.id))
  await dropReads()
  return { user, artist, session: await signIn(user) }
}

let seed = 100
/** Uploads a tagged WAV through POST file-entries, as the upload screens do; its entry id. */
async function upload(session: CookieSession, name: string, tags: Id3Tags, bytes = fixtureWav(tags, seed++)) {
  const response = await session.post('/api/v1/file-entries').file('file', Buffer.from(bytes), { filename: name, contentType: 'audio/wav' })
  if (response.status() !== 201) throw new Error(`upload failed: ${response.status()} ${response.text()}`)
  return response.body().fileEntry.id as number
}

async function trackCount() {
  return Number((await db.from('tracks').count('* as total').first()).total)
}

test.group('POST music/ingest/tracks', () => {
  test('guests get 401, accounts without music.create 403', async ({ assert, client }) => {
    assert.equal((await client.post('/api/v1/music/ingest/tracks').json({ entryIds: [1] }).withCsrfToken()).status(), 401)
    const listener = await signIn(await UserFactory.create())
    assert.equal((await listener.post('/api/v1/music/ingest/tracks').json({ entryIds: [1] })).status(), 403)
    assert.equal((await listener.get('/api/v1/music/ingest/tracks?ids=1')).status(), 403)
  })

  test('three files become a draft album in tag order, then name order; each is decoded; the status read follows them', async ({ assert }) => {
    const { user, artist, session } = await artistSession()
    const album = { album: 'Ingested Album', year: 2024, cover: { mime: 'image/png', data: albumCover('ingested album', 48) } }
    const third = await upload(session, 'c.wav', { ...album, title: 'Third', trackNumber: 3 })
    const first = await upload(session, 'a.wav', { ...album, title: 'First', trackNumber: 1 })
    const untagged = await upload(session, '10 - Bonus.wav', { album: 'Ingested Album', title: 'Bonus' })

    const response = await session.post('/api/v1/music/ingest/tracks').json({ entryIds: [third, first, untagged], album: {} })
    assert.equal(response.status(), 201, response.text())
    const body = response.body()
    assert.deepEqual(
      body.items.map((item: { entryId: number; outcome: string }) => [item.entryId, item.outcome]),
      [
        [third, 'created'],
        [first, 'created'],
        [untagged, 'created'],
      ]
    )
    assert.equal(body.album.name, 'Ingested Album')
    assert.match(body.album.image, /\/storage\/covers\/[0-9a-f]{32}\.webp$/)
    const stored = await db.from('albums').where('id', body.album.id).firstOrFail()
    assert.equal(stored.status, 'draft')
    assert.isFalse(Boolean(stored.public))
    assert.equal(stored.owner_id, user.id)
    const albumArtists = await db.from('album_artist').where('album_id', stored.id).select('artist_id')
    assert.deepEqual(albumArtists.map((row) => row.artist_id), [artist.id])

    const tracks = await db.from('tracks').where('album_id', stored.id).orderBy('number').select('name', 'number', 'status', 'public', 'processing')
    assert.deepEqual(tracks.map((track) => [track.name, track.number]), [['First', 1], ['Third', 2], ['Bonus', 3]])
    for (const track of tracks) {
      assert.equal(track.status, 'draft')
      assert.isFalse(Boolean(track.public))
    }
    const created = body.items[0].track
    assert.deepEqual(created.artists, [{ id: artist.id, name: artist.name }])
    assert.equal(created.status, 'draft')

    // The test queue decodes where it is dispatched: every track is ready, with a waveform and a loudness.
    const ids = body.items.map((item: { track: { id: number } }) => item.track.id)
    const status = await session.get(`/api/v1/music/ingest/tracks?ids=${ids.join(',')}`)
    assert.equal(status.status(), 200, status.text())
    assert.lengthOf(status.body().tracks, 3)
    for (const track of status.body().tracks) {
      assert.include(track, { processing: 'ready', processingError: null, hasWaveform: true, duration: 1000 })
      assert.isNumber(track.loudness)
    }
    // Another account asking about the same ids learns nothing.
    const other = await artistSession('Another Ingest Artist')
    assert.deepEqual((await other.session.get(`/api/v1/music/ingest/tracks?ids=${ids.join(',')}`)).body().tracks, [])

    // Uploads are audited.
    const audited = await db.from('audit_entries').where('user_id', user.id).whereIn('action', ['track.uploaded', 'album.created']).count('* as total').first()
    assert.equal(Number(audited.total), 4)
  })

  test('the same file again is said to be a duplicate; what is not audio is refused with its reason, the others go on', async ({ assert }) => {
    const { session } = await artistSession()
    const bytes = fixtureWav({ title: 'Once Only' }, 300)
    const entry = await upload(session, 'once.wav', { title: 'Once Only' }, bytes)
    const firstAnswer = await session.post('/api/v1/music/ingest/tracks').json({ entryIds: [entry] })
    assert.equal(firstAnswer.status(), 201)
    const again = await upload(session, 'once-again.wav', { title: 'Once Only' }, bytes)
    const image = (await session.post('/api/v1/file-entries').file('file', Buffer.from(albumCover('not audio', 16)), { filename: 'cover.png' })).body().fileEntry.id

    const response = await session.post('/api/v1/music/ingest/tracks').json({ entryIds: [again, image] })
    assert.equal(response.status(), 200, response.text())
    const [duplicate, refused] = response.body().items
    assert.equal(duplicate.outcome, 'duplicate')
    assert.equal(duplicate.track.id, firstAnswer.body().items[0].track.id)
    assert.equal(duplicate.message, 'You already uploaded this file: it is the track "Once Only".')
    assert.deepEqual(refused, { entryId: image, outcome: 'refused', message: 'Not an audio file (its content is image/png)' })
  })

  test("someone else's file, an artist one does not manage, or more tracks than allowed: refused before anything is made", async ({ assert, cleanup }) => {
    const { session, artist } = await artistSession()
    const other = await artistSession('Ingest Other Artist')
    const theirs = await upload(other.session, 'theirs.wav', { title: 'Theirs' })
    const mine = await upload(session, 'mine.wav', { title: 'Mine' })
    const before = await trackCount()

    const forged = await session.post('/api/v1/music/ingest/tracks').json({ entryIds: [mine, theirs] })
    assert.equal(forged.status(), 422)
    assert.deepEqual(forged.body().errors.entryIds, ['Some of these files are not among your uploads.'])

    const notMine = await session.post('/api/v1/music/ingest/tracks').json({ entryIds: [mine], artistId: other.artist.id })
    assert.equal(notMine.status(), 403)
    assert.equal(notMine.body().message, "You don't manage this artist.")
    const missing = await session.post('/api/v1/music/ingest/tracks').json({ entryIds: [mine], artistId: 999_999_999 })
    assert.equal(missing.status(), 422)
    assert.property(missing.body().errors, 'artistId')
    const invalid = await session.post('/api/v1/music/ingest/tracks').json({ entryIds: [] })
    assert.equal(invalid.status(), 422)
    assert.property(invalid.body().errors, 'entryIds')

    // music.create's "Maximum number of tracks": one, already used by one track.
    const [{ id: userId }] = await db.from('users').join('artist_user', 'artist_user.user_id', 'users.id').where('artist_user.artist_id', artist.id).select('users.id')
    await db.from('user_permissions').where('user_id', userId).update({ restrictions: JSON.stringify([{ name: 'count', value: 1 }]) })
    await dropReads()
    assert.equal((await session.post('/api/v1/music/ingest/tracks').json({ entryIds: [mine] })).status(), 201)
    const another = await upload(session, 'another.wav', { title: 'Another' })
    const over = await session.post('/api/v1/music/ingest/tracks').json({ entryIds: [another] })
    assert.equal(over.status(), 422)
    assert.deepEqual(over.body().errors.entryIds, ['You have reached the number of tracks you can upload.'])
    assert.notProperty(over.body(), 'upgrade_url')
    assert.equal(await trackCount(), before + 1)

    // With billing on, the refusal offers more like every quota refusal, and so does the upload screen's allowance.
    cleanup(await saveSettings({ 'billing.enable': true }))
    const offered = await session.post('/api/v1/music/ingest/tracks').json({ entryIds: [another] })
    assert.equal(offered.status(), 422)
    assert.equal(offered.body().message, 'You have reached the number of tracks you can upload.')
    assert.equal(offered.body().upgrade_url, '/pricing')
    const allowance = (await session.get('/api/v1/music/backstage/upload-allowance')).body()
    assert.include(allowance, { tracks_left: 0, upgrade_url: '/pricing' })
    assert.equal(await trackCount(), before + 1)
  })

  test('someone managing the whole catalogue credits the artists the tags name', async ({ assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const session = await signIn(admin)
    const entry = await upload(session, 'tagged.wav', { title: 'Admin Upload', artist: 'Tag Named Ingest Artist', genre: 'Ingest Admin Genre' })
    const response = await session.post('/api/v1/music/ingest/tracks').json({ entryIds: [entry] })
    assert.equal(response.status(), 201, response.text())
    assert.deepEqual(response.body().items[0].track.artists.map((artist: { name: string }) => artist.name), ['Tag Named Ingest Artist'])
    assert.lengthOf(await db.from('genres').where('name', 'ingest admin genre'), 1)
  })
})

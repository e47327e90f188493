import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { dropReads } from '#core/kernel/cache/read_cache'
import { api, guestSession, signedInSession } from '../helpers/music_session.js'
import drive from '@adonisjs/drive/services/main'
import { makeAlbum, makeArtist, makePlaylist, makeTrack } from '../helpers/catalogue_factory.js'
import { encodeWav } from '#plugins/music/server/audio/wav'
import { processTrackAudio } from '#plugins/music/server/ingest/track_processing'
import { AUDIO_DISK } from '#plugins/music/server/streaming/audio_store'
import { LISTENING_HISTORY } from '#plugins/music/server/services/plays/listening_history_tag'

/**
 * Search results, artist/album pages and library tabs are kept until a write
 * drops them (core/kernel/cache/read_cache.ts): a write request through its
 * route, any other writer (here the test's own model and SQL writes, as a
 * job or a command) by calling dropReads once it has committed. Every check
 * reads once before the write, so a cached answer exists, then proves that
 * the write is visible on the very next read and that one person's private
 * content or flags never reach anyone else through a cache.
 */
const read = async (path: string, session?: Awaited<ReturnType<typeof guestSession>>) =>
  (session ?? (await guestSession())).get(api(path))
const ids = (items: Array<{ id: number }>) => items.map((item) => item.id)

test.group('Music API: read caches', () => {
  test('a search shows a rename, a new row and a deletion on the next read', async ({ assert }) => {
    const track = await makeTrack({ name: 'Quillwort Morning' })
    assert.deepEqual(
      ids((await read('search?query=quillwort&type=tracks')).body().pagination.data),
      [track.id]
    )

    // Through the model.
    track.name = 'Bramblecast Morning'
    await track.save()
    await dropReads()
    assert.deepEqual(
      ids((await read('search?query=quillwort&type=tracks')).body().pagination.data),
      []
    )
    assert.deepEqual(
      ids((await read('search?query=bramblecast&type=tracks')).body().pagination.data),
      [track.id]
    )

    // Through raw SQL, and on the "all" tab.
    assert.deepEqual(ids((await read('search?query=bramblecast')).body().results.tracks), [
      track.id,
    ])
    const [newer] = await db
      .table('tracks')
      .insert({ name: 'Bramblecast Evening', public: true, plays: 0 })
      .returning('id')
    await dropReads()
    const newId = typeof newer === 'object' ? newer.id : newer
    assert.sameMembers(ids((await read('search?query=bramblecast')).body().results.tracks), [
      track.id,
      newId,
    ])
    await db.from('tracks').where('id', track.id).delete()
    await dropReads()
    assert.deepEqual(ids((await read('search?query=bramblecast')).body().results.tracks), [newId])
  })

  test("an owner's private rows and liked flags never reach others through the search cache", async ({
    assert,
  }) => {
    const owner = await signedInSession()
    const other = await signedInSession()
    const secret = await makeTrack({
      name: 'Lanternfish Secret',
      public: false,
      ownerId: owner.user.id,
    })
    const shown = await makeTrack({ name: 'Lanternfish Open' })
    assert.equal((await owner.session.put(api(`likes/track/${shown.id}`))).status(), 204)

    // The owner searches first: their answer is the one cached.
    const mine = (await read('search?query=lanternfish', owner.session)).body().results.tracks
    assert.sameMembers(ids(mine), [secret.id, shown.id])
    assert.isTrue(mine.find((item: any) => item.id === shown.id).liked)

    const guests = (await read('search?query=lanternfish')).body().results.tracks
    assert.deepEqual(ids(guests), [shown.id])
    assert.notProperty(guests[0], 'liked')
    const others = (await read('search?query=lanternfish', other.session)).body().results.tracks
    assert.deepEqual(ids(others), [shown.id])
    assert.isFalse(others[0].liked)

    // Made public: everyone finds it at once.
    await db.from('tracks').where('id', secret.id).update({ public: true })
    await dropReads()
    assert.sameMembers(ids((await read('search?query=lanternfish')).body().results.tracks), [
      secret.id,
      shown.id,
    ])
  })

  test('an artist page shows new tracks, likes and follower counts on the next read', async ({
    assert,
  }) => {
    const artist = await makeArtist({ name: 'Corvid Parade' })
    const { session } = await signedInSession()
    assert.deepEqual((await read(`artists/${artist.id}`)).body().top_tracks, [])
    assert.isFalse((await read(`artists/${artist.id}`, session)).body().artist.followed)

    const track = await makeTrack({ artists: [artist] })
    await dropReads()
    assert.deepEqual(ids((await read(`artists/${artist.id}`)).body().top_tracks), [track.id])

    assert.equal((await session.put(api(`follows/artist/${artist.id}`))).status(), 204)
    const followed = (await read(`artists/${artist.id}`, session)).body().artist
    assert.isTrue(followed.followed)
    assert.equal(followed.followers_count, 1)
    const guestView = (await read(`artists/${artist.id}`)).body().artist
    assert.equal(guestView.followers_count, 1)
    assert.notProperty(guestView, 'followed')
  })

  test("a track page shows likes, and what its audio's processing wrote, on the next read", async ({ assert }) => {
    const track = await makeTrack({ name: 'Kept Tone' })
    const { session } = await signedInSession()
    const guestView = (await read(`tracks/${track.id}`)).body().track
    assert.isNull(guestView.waveform)
    assert.isFalse((await read(`tracks/${track.id}`, session)).body().track.liked)

    assert.equal((await session.put(api(`likes/track/${track.id}`))).status(), 204)
    assert.isTrue((await read(`tracks/${track.id}`, session)).body().track.liked)
    assert.notProperty((await read(`tracks/${track.id}`)).body().track, 'liked')

    // A job, not a request: it drops the caches itself once it has committed.
    const tone = Float32Array.from({ length: 8000 }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 440 * i) / 8000))
    await drive.use(AUDIO_DISK).put(`tracks/read-cache/${track.id}.wav`, encodeWav(tone, 8000))
    await db.from('tracks').where('id', track.id).update({ src: `tracks/read-cache/${track.id}.wav` })
    await processTrackAudio(track.id, { lastAttempt: true })
    assert.isArray((await read(`tracks/${track.id}`)).body().track.waveform)

    await drive.use(AUDIO_DISK).put(`tracks/read-cache/${track.id}.wav`, Buffer.from('not audio at all'))
    await processTrackAudio(track.id, { lastAttempt: true })
    assert.equal((await read(`tracks/${track.id}`)).status(), 404)
  })

  test("a playlist's header shows a follow and a rename on the next read, and the follow stays the follower's", async ({ assert }) => {
    const { user: owner, session: ownerSession } = await signedInSession()
    const playlist = await makePlaylist(owner.id, { name: 'Night Drive', public: true })
    const { session } = await signedInSession()
    assert.isFalse((await read(`playlists/${playlist.id}`, session)).body().playlist.followed)
    assert.equal((await read(`playlists/${playlist.id}`)).body().playlist.name, 'Night Drive')

    assert.equal((await session.put(api(`follows/playlist/${playlist.id}`))).status(), 204)
    assert.isTrue((await read(`playlists/${playlist.id}`, session)).body().playlist.followed)
    assert.isFalse((await read(`playlists/${playlist.id}`, ownerSession)).body().playlist.followed ?? false)

    assert.equal((await ownerSession.put(api(`playlists/${playlist.id}`)).json({ name: 'Night Drive II' })).status(), 200)
    assert.equal((await read(`playlists/${playlist.id}`)).body().playlist.name, 'Night Drive II')
  })

  test("an owner's private album and tracks stay theirs through the page cache, and show once made public", async ({
    assert,
  }) => {
    const { user, session } = await signedInSession()
    const album = await makeAlbum({ name: 'Mossback Tapes', public: false, ownerId: user.id })
    const open = await makeTrack({ album, number: 1 })
    const hidden = await makeTrack({ album, number: 2, public: false, ownerId: user.id })

    // The owner reads first: their answer is the one cached.
    assert.deepEqual(ids((await read(`albums/${album.id}`, session)).body().album.tracks), [
      open.id,
      hidden.id,
    ])
    assert.equal((await read(`albums/${album.id}`)).status(), 404)
    assert.equal(
      (await read(`albums/${album.id}`, (await signedInSession()).session)).status(),
      404
    )

    album.public = true
    await album.save()
    await dropReads()
    assert.deepEqual(ids((await read(`albums/${album.id}`)).body().album.tracks), [open.id])
    await db.from('tracks').where('id', hidden.id).update({ public: true })
    await dropReads()
    assert.deepEqual(ids((await read(`albums/${album.id}`)).body().album.tracks), [
      open.id,
      hidden.id,
    ])
  })

  test("a library tab shows likes, plays and renames on the next read, and stays its owner's", async ({
    assert,
  }) => {
    const owner = await signedInSession()
    const other = await signedInSession()
    const [first, second] = [
      await makeTrack({ name: 'Sedge Lantern' }),
      await makeTrack({ name: 'Sedge Harbour' }),
    ]
    const liked = async (session = owner.session) =>
      (await read('library/tracks', session)).body().pagination.data
    assert.deepEqual(await liked(), [])

    assert.equal((await owner.session.put(api(`likes/track/${first.id}`))).status(), 204)
    assert.deepEqual(ids(await liked()), [first.id])
    // Another person's tab is their own, cached or not.
    assert.deepEqual(await liked(other.session), [])

    await db.from('tracks').where('id', first.id).update({ name: 'Sedge Lantern (Live)' })
    await dropReads()
    assert.equal((await liked())[0].name, 'Sedge Lantern (Live)')

    assert.deepEqual((await read('library/history', owner.session)).body().pagination.data, [])
    await db
      .table('plays')
      .insert({ track_id: second.id, user_id: owner.user.id, created_at: '2030-01-01 00:00:00' })
    // What the play route drops: the histories alone.
    await dropReads([LISTENING_HISTORY])
    assert.deepEqual(ids((await read('library/history', owner.session)).body().pagination.data), [
      second.id,
    ])

    assert.equal((await owner.session.delete(api(`likes/track/${first.id}`))).status(), 204)
    assert.deepEqual(await liked(), [])
  })
})

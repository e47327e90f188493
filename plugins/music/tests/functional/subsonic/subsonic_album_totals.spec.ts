import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type User from '#core/accounts/server/models/user'
import { UserFactory } from '#database/factories/user_factory'
import { createAppPassword } from '#plugins/music/server/subsonic/app_passwords'
import type Album from '#plugins/music/server/models/album'
import type Artist from '#plugins/music/server/models/artist'
import { makeAlbum, makeArtist, makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { trackEditorValues } from '#plugins/music/tests/helpers/track_editor_values'
import { api, signedInSession } from '#plugins/music/tests/helpers/music_session'
import { subsonicClient } from '#plugins/music/tests/helpers/subsonic_client'
import type { CookieSession } from '#tests/helpers/cookie_session'
import { toIso } from '#plugins/music/server/services/shared/time'

/**
 * The song count, length and first upload an album shows in Subsonic lists
 * are kept on its row (services/catalogue/album_totals.ts) as tracks are
 * added, moved between albums (the track editor) and deleted (the admin's
 * tracks list); every answer is checked against the OpenSubsonic schema.
 */

/** A year of its own per test: getAlbumList2 byYear then lists that test's albums only. */
let nextYear = 1901

/** The editor's values moving a track of `artist` to another album. */
const movedTo = (artist: Artist, albumId: number) => trackEditorValues({ name: `Moved ${randomUUID()}`, artists: [{ id: artist.id }], album_id: albumId, number: 1 })

test.group('Subsonic: album totals kept on the album row', (group) => {
  let listener: User
  let stranger: User
  let listenerPassword: string
  let strangerPassword: string
  let admin: CookieSession
  let artist: Artist

  group.setup(async () => {
    ;[listener, stranger] = await Promise.all([UserFactory.create(), UserFactory.create()])
    listenerPassword = (await createAppPassword(listener.id, 'Phone')).password
    strangerPassword = (await createAppPassword(stranger.id, 'Phone')).password
    admin = (await signedInSession({ admin: true })).session
    artist = await makeArtist({ name: `Totals ${randomUUID()}` })
  })

  /** The listed albums of the test's year, by id, as `user`'s app sees them. */
  async function listed(user: User, password: string, year: number) {
    const { albumList2 } = await subsonicClient({ username: user.email, password }).getAlbumList2({ type: 'byYear', fromYear: year, toYear: year, size: 500 })
    return new Map((albumList2.album ?? []).map((album) => [album.id, { songCount: album.songCount, duration: album.duration, created: album.created }]))
  }

  async function twoAlbums() {
    const year = nextYear++
    const first = await makeAlbum({ name: `First ${randomUUID()}`, artists: [artist], releaseDate: `${year}-01-01` })
    const second = await makeAlbum({ name: `Second ${randomUUID()}`, artists: [artist], releaseDate: `${year}-06-01` })
    return { year, first, second }
  }

  const storedTotals = (album: Album) =>
    db.from('albums').where('id', album.id).select('public_tracks_count', 'public_duration', 'private_tracks_count').firstOrFail()

  test('songs added, moved to another album and deleted change both albums’ totals', async ({ assert }) => {
    const { year, first, second } = await twoAlbums()
    const [a, b] = [`al-${first.id}`, `al-${second.id}`]
    const opener = await makeTrack({ album: first, artists: [artist], duration: 100_000 })
    const mover = await makeTrack({ album: first, artists: [artist], duration: 200_000 })
    // Private songs count for their owner alone.
    await makeTrack({ album: first, artists: [artist], duration: 50_000, public: false, ownerId: listener.id })
    await makeTrack({ album: first, artists: [artist], duration: 70_000, public: false, ownerId: stranger.id })
    const lone = await makeTrack({ album: second, artists: [artist], duration: 30_000 })

    assert.deepInclude(await storedTotals(first), { public_tracks_count: 2, public_duration: 300_000, private_tracks_count: 2 })
    let seen = await listed(listener, listenerPassword, year)
    assert.deepInclude(seen.get(a), { songCount: 3, duration: 350 })
    assert.deepInclude(seen.get(b), { songCount: 1, duration: 30 })
    assert.deepInclude((await listed(stranger, strangerPassword, year)).get(a), { songCount: 3, duration: 370 })
    // The album's first upload is its first song's (the listener's own private one is later).
    const openerRow = await db.from('tracks').where('id', opener.id).select('created_at').firstOrFail()
    // The client library reads `created` as a Date.
    assert.equal(new Date(seen.get(a)!.created).toISOString(), new Date(toIso(openerRow.created_at)!).toISOString())

    // The track editor moves a song from the first album to the second.
    const moved = await admin.put(api(`admin/tracks/${mover.id}`)).json(movedTo(artist, second.id))
    assert.equal(moved.status(), 200)
    seen = await listed(listener, listenerPassword, year)
    assert.deepInclude(seen.get(a), { songCount: 2, duration: 150 })
    assert.deepInclude(seen.get(b), { songCount: 2, duration: 230 })

    // The admin deletes the second album's first song.
    const deleted = await admin.post(api('admin/tracks/delete')).json({ ids: [lone.id] })
    assert.deepEqual(deleted.body(), { deleted: 1 })
    seen = await listed(listener, listenerPassword, year)
    assert.deepInclude(seen.get(b), { songCount: 1, duration: 200 })
    assert.deepInclude(await storedTotals(second), { public_tracks_count: 1, public_duration: 200_000, private_tracks_count: 0 })

    // getAlbum and getArtist say the same as the lists.
    const app = subsonicClient({ username: listener.email, password: listenerPassword })
    const { album } = await app.getAlbum({ id: a })
    assert.equal(album.songCount, album.song!.length)
    assert.deepInclude(album, { songCount: 2, duration: 150 })
    const { artist: listedArtist } = await app.getArtist({ id: `ar-${artist.id}` })
    assert.deepInclude(listedArtist.album!.find((item) => item.id === b), { songCount: 1, duration: 200 })
  })

  test('a song hidden by its editor leaves its album’s totals; an album without songs lists none', async ({ assert }) => {
    const { year, first, second } = await twoAlbums()
    const hidden = await makeTrack({ album: first, artists: [artist], duration: 40_000 })
    await makeTrack({ album: first, artists: [artist], duration: 60_000 })
    const response = await admin.put(api(`admin/tracks/${hidden.id}`)).json({ ...movedTo(artist, first.id), public: false })
    assert.equal(response.status(), 200)
    const seen = await listed(listener, listenerPassword, year)
    assert.deepInclude(seen.get(`al-${first.id}`), { songCount: 1, duration: 60 })
    assert.deepInclude(seen.get(`al-${second.id}`), { songCount: 0, duration: 0 })
    assert.deepInclude(await storedTotals(first), { public_tracks_count: 1, public_duration: 60_000, private_tracks_count: 1 })
  })

  test('deleting a song measures its album’s ReplayGain again without it', async ({ assert }) => {
    const { first } = await twoAlbums()
    const loud = await makeTrack({ album: first, artists: [artist], duration: 100_000 })
    const quiet = await makeTrack({ album: first, artists: [artist], duration: 100_000 })
    loud.merge({ loudness: -8, replayGain: -10, samplePeak: 0.99 })
    await loud.save()
    quiet.merge({ loudness: -20, replayGain: 2, samplePeak: 0.5 })
    await quiet.save()
    const before = await db.from('albums').where('id', first.id).select('replay_gain', 'sample_peak').firstOrFail()
    assert.isBelow(Number(before.replay_gain), 0, 'the loud song sets the album’s level')

    const deleted = await admin.post(api('admin/tracks/delete')).json({ ids: [loud.id] })
    assert.deepEqual(deleted.body(), { deleted: 1 })
    const after = await db.from('albums').where('id', first.id).select('replay_gain', 'sample_peak').firstOrFail()
    assert.closeTo(Number(after.replay_gain), 2, 0.01)
    assert.closeTo(Number(after.sample_peak), 0.5, 0.0001)
  })

  test('album list pages follow each other whatever the offset', async ({ assert }) => {
    const app = subsonicClient({ username: listener.email, password: listenerPassword })
    for (const type of ['newest', 'frequent', 'alphabeticalByName', 'alphabeticalByArtist'] as const) {
      const whole = (await app.getAlbumList2({ type, size: 10 })).albumList2.album ?? []
      const tail = (await app.getAlbumList2({ type, size: 5, offset: 5 })).albumList2.album ?? []
      assert.deepEqual(tail.map((album) => album.id), whole.slice(5).map((album) => album.id), type)
    }
  })
})

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { api, guestSession, signedInSession } from '../helpers/music_session.js'
import { makePlaylist, makeTrack, makeTracks } from '../helpers/catalogue_factory.js'

const positions = async (playlistId: number) =>
  (
    await db
      .from('playlist_track')
      .where('playlist_id', playlistId)
      .orderBy('position')
      .select('track_id', 'position')
  ).map((row) => [row.track_id, row.position])

test.group('Music API: playlists', () => {
  test('create, read, update and delete a playlist', async ({ assert }) => {
    const { user, session } = await signedInSession()
    const created = await session
      .post(api('playlists'))
      .json({ name: '  Road trip ', description: 'Loud', public: false })
    assert.equal(created.status(), 201)
    const playlist = created.body().playlist
    assert.include(playlist, {
      name: 'Road trip',
      description: 'Loud',
      public: false,
      collaborative: false,
      tracks_count: 0,
      can_edit: true,
    })
    assert.equal(playlist.owner.id, user.id)

    const updated = await session
      .put(api(`playlists/${playlist.id}`))
      .json({ name: 'Road trip 2', public: true })
    assert.equal(updated.status(), 200)
    assert.include(updated.body().playlist, { name: 'Road trip 2', public: true })

    assert.equal((await session.delete(api(`playlists/${playlist.id}`))).status(), 204)
    assert.isNull(await db.from('playlists').where('id', playlist.id).first())
  })

  test('an image address from the client is never stored as the playlist’s cover', async ({
    assert,
  }) => {
    const { session } = await signedInSession()
    const created = await session
      .post(api('playlists'))
      .json({ name: 'Covers', image: 'http://169.254.169.254/latest/meta-data/' })
    assert.equal(created.status(), 201)
    const id = created.body().playlist.id
    assert.equal(
      (await session.put(api(`playlists/${id}`)).json({ image: 'http://[::1]/a.png' })).status(),
      200
    )
    assert.isNull((await db.from('playlists').where('id', id).first()).image)
    assert.isNull((await session.get(api(`playlists/${id}`))).body().playlist.image)
  })

  test('validation, guests and strangers', async ({ assert }) => {
    const { session } = await signedInSession()
    const invalid = await session.post(api('playlists')).json({ name: '', public: 'maybe' })
    assert.equal(invalid.status(), 422)
    assert.properties(invalid.body().errors, ['name', 'public'])

    const guest = await guestSession()
    assert.equal((await guest.post(api('playlists')).json({ name: 'x' })).status(), 401)

    const { user: owner } = await signedInSession()
    const playlist = await makePlaylist(owner.id)
    assert.equal(
      (await session.put(api(`playlists/${playlist.id}`)).json({ name: 'mine now' })).status(),
      403
    )
    assert.equal((await session.delete(api(`playlists/${playlist.id}`))).status(), 403)
    assert.equal((await session.delete(api('playlists/999999'))).status(), 404)
  })

  test('private playlists are 404 for everyone but the owner and collaborators', async ({
    assert,
  }) => {
    const { user: owner, session: ownerSession } = await signedInSession()
    const { user: friend, session: friendSession } = await signedInSession()
    const stranger = await signedInSession()
    const playlist = await makePlaylist(owner.id, { public: false, tracks: [await makeTrack()] })
    assert.equal((await ownerSession.get(api(`playlists/${playlist.id}`))).status(), 200)
    assert.equal((await stranger.session.get(api(`playlists/${playlist.id}`))).status(), 404)
    assert.equal(
      (await (await guestSession()).get(api(`playlists/${playlist.id}/tracks`))).status(),
      404
    )
    await ownerSession
      .post(api(`playlists/${playlist.id}/collaborators`))
      .json({ user_id: friend.id })
    assert.equal((await friendSession.get(api(`playlists/${playlist.id}`))).status(), 200)
  })

  test('tracks are paginated in playlist order with who added them', async ({ assert }) => {
    const { user } = await signedInSession()
    const tracks = await makeTracks(5)
    const playlist = await makePlaylist(user.id, { tracks })
    const guest = await guestSession()
    const page = (await guest.get(api(`playlists/${playlist.id}/tracks?perPage=2&page=2`))).body()
      .pagination
    assert.deepEqual(
      page.data.map((t: any) => t.id),
      [tracks[2].id, tracks[3].id]
    )
    assert.deepEqual(
      page.data.map((t: any) => t.position),
      [3, 4]
    )
    assert.equal(page.data[0].added_by, user.id)
    assert.equal(page.next_page, 3)
  })

  test('add, remove (gaps closed) and move tracks', async ({ assert }) => {
    const { user, session } = await signedInSession()
    const [a, b, c, d] = await makeTracks(4)
    const playlist = await makePlaylist(user.id, { tracks: [a, b] })

    const added = await session
      .post(api(`playlists/${playlist.id}/tracks`))
      .json({ track_ids: [b.id, c.id, d.id] })
    assert.deepEqual(added.body(), { added: 2 })
    assert.deepEqual(await positions(playlist.id), [
      [a.id, 1],
      [b.id, 2],
      [c.id, 3],
      [d.id, 4],
    ])
    assert.equal((await db.from('playlists').where('id', playlist.id).first()).tracks_count, 4)

    assert.equal(
      (
        await session
          .put(api(`playlists/${playlist.id}/tracks/order`))
          .json({ track_id: d.id, position: 1 })
      ).status(),
      204
    )
    assert.deepEqual(await positions(playlist.id), [
      [d.id, 1],
      [a.id, 2],
      [b.id, 3],
      [c.id, 4],
    ])
    await session
      .put(api(`playlists/${playlist.id}/tracks/order`))
      .json({ track_id: d.id, position: 99 })
    assert.deepEqual(await positions(playlist.id), [
      [a.id, 1],
      [b.id, 2],
      [c.id, 3],
      [d.id, 4],
    ])

    const removed = await session
      .delete(api(`playlists/${playlist.id}/tracks`))
      .json({ track_ids: [a.id, c.id] })
    assert.deepEqual(removed.body(), { removed: 2 })
    assert.deepEqual(await positions(playlist.id), [
      [b.id, 1],
      [d.id, 2],
    ])
    assert.equal((await db.from('playlists').where('id', playlist.id).first()).tracks_count, 2)
  })

  test('adding refuses unknown or private tracks and bad input', async ({ assert }) => {
    const { user, session } = await signedInSession()
    const { user: other } = await signedInSession()
    const playlist = await makePlaylist(user.id)
    const hidden = await makeTrack({ public: false, ownerId: other.id })
    const unknown = await session
      .post(api(`playlists/${playlist.id}/tracks`))
      .json({ track_ids: [999999] })
    assert.equal(unknown.status(), 422)
    assert.property(unknown.body().errors, 'track_ids')
    assert.equal(
      (
        await session.post(api(`playlists/${playlist.id}/tracks`)).json({ track_ids: [hidden.id] })
      ).status(),
      422
    )
    assert.equal(
      (await session.post(api(`playlists/${playlist.id}/tracks`)).json({ track_ids: [] })).status(),
      422
    )
    const notIn = await session
      .put(api(`playlists/${playlist.id}/tracks/order`))
      .json({ track_id: hidden.id, position: 1 })
    assert.equal(notIn.status(), 422)
  })

  test('collaborators may add tracks to collaborative playlists, nothing else', async ({
    assert,
  }) => {
    const { user: owner, session: ownerSession } = await signedInSession()
    const { user: friend, session: friendSession } = await signedInSession()
    const track = await makeTrack()
    const playlist = await makePlaylist(owner.id, {
      collaborative: true,
      tracks: [await makeTrack()],
    })
    const add = () =>
      friendSession.post(api(`playlists/${playlist.id}/tracks`)).json({ track_ids: [track.id] })
    assert.equal((await add()).status(), 403)
    assert.equal(
      (
        await ownerSession
          .post(api(`playlists/${playlist.id}/collaborators`))
          .json({ user_id: friend.id })
      ).status(),
      204
    )
    assert.equal((await add()).status(), 200)
    const row = await db
      .from('playlist_track')
      .where({ playlist_id: playlist.id, track_id: track.id })
      .first()
    assert.equal(row.added_by, friend.id)
    assert.equal(
      (
        await friendSession
          .delete(api(`playlists/${playlist.id}/tracks`))
          .json({ track_ids: [track.id] })
      ).status(),
      403
    )
    assert.equal(
      (await friendSession.put(api(`playlists/${playlist.id}`)).json({ name: 'x' })).status(),
      403
    )
    const page = (await friendSession.get(api(`playlists/${playlist.id}`))).body().playlist
    assert.isTrue(page.can_add_tracks)
    assert.isFalse(page.can_edit)
    assert.deepEqual(
      page.collaborators.map((u: any) => u.id),
      [friend.id]
    )
    // The collaborator leaves.
    assert.equal(
      (
        await friendSession.delete(api(`playlists/${playlist.id}/collaborators/${friend.id}`))
      ).status(),
      204
    )
    assert.equal((await add()).status(), 403)
  })
})

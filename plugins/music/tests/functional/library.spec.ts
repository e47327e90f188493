import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { api, guestSession, signedInSession } from '../helpers/music_session.js'
import { makeAlbum, makeArtist, makePlaylist, makeTrack } from '../helpers/catalogue_factory.js'

test.group('Music API: library, likes, follows and reposts', () => {
  test('liked songs and albums, newest first; unlike removes', async ({ assert }) => {
    const { user, session } = await signedInSession()
    const album = await makeAlbum()
    const [first, second] = [await makeTrack(), await makeTrack({ album })]
    for (const path of [
      `likes/track/${first.id}`,
      `likes/track/${second.id}`,
      `likes/album/${album.id}`,
    ]) {
      assert.equal((await session.put(api(path))).status(), 204)
    }
    // Liking twice is harmless.
    assert.equal((await session.put(api(`likes/track/${first.id}`))).status(), 204)
    await db
      .from('likes')
      .where({ user_id: user.id, likeable_id: first.id, likeable_type: 'track' })
      .update({ created_at: '2020-01-01 00:00:00' })

    const songs = (await session.get(api('library/tracks'))).body().pagination
    assert.deepEqual(
      songs.data.map((t: any) => t.id),
      [second.id, first.id]
    )
    assert.deepEqual(
      songs.data.map((t: any) => t.album),
      [{ id: album.id, name: album.name, image: null }, null]
    )
    assert.isTrue(songs.data[0].liked)
    assert.isString(songs.data[0].liked_at)
    assert.deepEqual(
      (await session.get(api('library/albums'))).body().pagination.data.map((a: any) => a.id),
      [album.id]
    )

    assert.equal((await session.delete(api(`likes/track/${second.id}`))).status(), 204)
    assert.deepEqual(
      (await session.get(api('library/tracks'))).body().pagination.data.map((t: any) => t.id),
      [first.id]
    )
  })

  test('the artists tab lists the artists I follow, newest follow first; unfollowing removes one', async ({
    assert,
  }) => {
    const { user, session } = await signedInSession()
    const [older, newer, liked] = [await makeArtist(), await makeArtist(), await makeArtist()]
    for (const artist of [older, newer]) {
      assert.equal((await session.put(api(`follows/artist/${artist.id}`))).status(), 204)
    }
    await db
      .from('follows')
      .where({ follower_id: user.id, followable_id: older.id })
      .update({ created_at: '2020-01-01 00:00:00' })
    // Someone else's follow, and a like (artists are followed), are not on my tab.
    const other = await signedInSession()
    assert.equal((await other.session.put(api(`follows/artist/${liked.id}`))).status(), 204)
    assert.equal((await session.put(api(`likes/artist/${liked.id}`))).status(), 204)

    const artists = (await session.get(api('library/artists'))).body().pagination.data
    assert.deepEqual(
      artists.map((artist: any) => artist.id),
      [newer.id, older.id]
    )
    assert.containSubset(artists[0], { model_type: 'artist', name: newer.name })
    assert.isString(artists[0].followed_at)

    assert.equal((await session.delete(api(`follows/artist/${newer.id}`))).status(), 204)
    assert.deepEqual(
      (await session.get(api('library/artists')))
        .body()
        .pagination.data.map((artist: any) => artist.id),
      [older.id]
    )
  })

  test('the history says which songs I like; the playlists tab names each playlist’s owner', async ({
    assert,
  }) => {
    const { user, session } = await signedInSession()
    const { user: friend, session: friendSession } = await signedInSession({
      firstName: 'Friendly',
    })
    const [liked, other] = [await makeTrack(), await makeTrack()]
    await db.table('plays').multiInsert([
      {
        track_id: liked.id,
        user_id: user.id,
        listened_ms: 30_000,
        created_at: '2024-01-01 10:00:00',
      },
      {
        track_id: other.id,
        user_id: user.id,
        listened_ms: 30_000,
        created_at: '2024-01-01 11:00:00',
      },
    ])
    assert.equal((await session.put(api(`likes/track/${liked.id}`))).status(), 204)
    // Someone else's like is not mine.
    assert.equal((await friendSession.put(api(`likes/track/${other.id}`))).status(), 204)
    const history = (await session.get(api('library/history'))).body().pagination.data
    assert.deepEqual(
      history.map((track: any) => [track.id, track.liked]),
      [
        [other.id, false],
        [liked.id, true],
      ]
    )

    const followed = await makePlaylist(friend.id)
    const own = await makePlaylist(user.id)
    assert.equal((await session.put(api(`follows/playlist/${followed.id}`))).status(), 204)
    const playlists = (await session.get(api('library/playlists'))).body().pagination.data
    // The same owner summaries as the playlist pages give.
    const ownerOf = async (id: number) =>
      (await session.get(api(`playlists/${id}`))).body().playlist.owner
    assert.deepEqual(
      Object.fromEntries(playlists.map((playlist: any) => [playlist.id, playlist.owner])),
      { [followed.id]: await ownerOf(followed.id), [own.id]: await ownerOf(own.id) }
    )
    assert.include(await ownerOf(followed.id), {
      model_type: 'user',
      id: friend.id,
      name: 'Friendly',
    })
  })

  test('the library needs an account; unknown targets are 404; unknown types match no route', async ({
    assert,
  }) => {
    const guest = await guestSession()
    for (const path of ['library/tracks', 'library/playlists', 'library/history'])
      assert.equal((await guest.get(api(path))).status(), 401, path)
    assert.equal((await guest.put(api('likes/track/1'))).status(), 401)
    const { session } = await signedInSession()
    assert.equal((await session.put(api('likes/track/999999'))).status(), 404)
    assert.equal((await session.put(api('likes/playlist/1'))).status(), 404)
    const { user: other } = await signedInSession()
    const hidden = await makeTrack({ public: false, ownerId: other.id })
    assert.equal((await session.put(api(`likes/track/${hidden.id}`))).status(), 404)
  })

  test('following an artist keeps its followers count; users and playlists can be followed', async ({
    assert,
  }) => {
    const { user, session } = await signedInSession()
    const { user: friend } = await signedInSession()
    const artist = await makeArtist()
    assert.equal((await session.put(api(`follows/artist/${artist.id}`))).status(), 204)
    assert.equal((await session.put(api(`follows/artist/${artist.id}`))).status(), 204)
    assert.equal((await db.from('artists').where('id', artist.id).first()).followers_count, 1)
    const page = (await session.get(api(`artists/${artist.id}`))).body()
    assert.isTrue(page.artist.followed)
    assert.equal(page.artist.followers_count, 1)
    await session.delete(api(`follows/artist/${artist.id}`))
    assert.equal((await db.from('artists').where('id', artist.id).first()).followers_count, 0)

    assert.equal((await session.put(api(`follows/user/${friend.id}`))).status(), 204)
    assert.equal((await session.put(api(`follows/user/${user.id}`))).status(), 422)

    const playlist = await makePlaylist(friend.id)
    const own = await makePlaylist(user.id)
    assert.equal((await session.put(api(`follows/playlist/${playlist.id}`))).status(), 204)
    assert.equal((await session.put(api(`follows/playlist/${own.id}`))).status(), 422)
    const library = (await session.get(api('library/playlists')))
      .body()
      .pagination.data.map((p: any) => p.id)
    assert.sameMembers(library, [playlist.id, own.id])
    assert.isTrue((await session.get(api(`playlists/${playlist.id}`))).body().playlist.followed)
  })

  test('reposts show on the profile', async ({ assert }) => {
    const { user, session } = await signedInSession()
    const track = await makeTrack()
    const album = await makeAlbum()
    assert.equal((await session.put(api(`reposts/track/${track.id}`))).status(), 204)
    assert.equal((await session.put(api(`reposts/album/${album.id}`))).status(), 204)
    const reposts = (await (await guestSession()).get(api(`users/${user.id}/reposts`))).body()
      .pagination.data
    assert.sameMembers(
      reposts.map((item: any) => `${item.model_type}:${item.id}`),
      [`track:${track.id}`, `album:${album.id}`]
    )
    assert.isTrue((await session.get(api(`tracks/${track.id}`))).body().track.reposted)
    assert.equal((await session.delete(api(`reposts/track/${track.id}`))).status(), 204)
    assert.isFalse((await session.get(api(`tracks/${track.id}`))).body().track.reposted)
  })
})

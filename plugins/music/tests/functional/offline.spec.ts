import { test } from '@japa/runner'
import { withoutRolePermission } from '#tests/helpers/permissions'
import { urls } from '#plugins/music/shared/urls'
import { MUSIC_OFFLINE } from '#plugins/music/permissions'
import { makeAlbum, makeArtist, makePlaylist, makeTrack } from '../helpers/catalogue_factory.js'
import { api, guestSession, signedInSession } from '../helpers/music_session.js'

test.group('Saving albums and playlists for offline listening', () => {
  test('an album comes with its page data, its tracks in order with their audio, and its covers', async ({ assert }) => {
    const { session } = await signedInSession()
    const band = await makeArtist({ name: 'Offline Band' })
    const album = await makeAlbum({ name: 'Offline Album', artists: [band] })
    await album.merge({ image: '/storage/covers/offline-album.png' }).save()
    const second = await makeTrack({ name: 'Second', album, number: 2, artists: [band] })
    const first = await makeTrack({ name: 'First', album, number: 1, artists: [band] })
    await makeTrack({ name: 'Someone else private', album, number: 3, public: false })

    const response = await session.get(api(`offline/albums/${album.id}`))
    assert.equal(response.status(), 200)
    assert.deepEqual(response.body(), {
      type: 'album',
      id: album.id,
      name: 'Offline Album',
      image: '/storage/covers/offline-album.png',
      path: urls.album({ id: album.id, name: album.name, artists: [band] }),
      tracks: [
        { id: first.id, name: 'First', stream_url: `/api/v1/music/tracks/${first.id}/stream` },
        { id: second.id, name: 'Second', stream_url: `/api/v1/music/tracks/${second.id}/stream` },
      ],
      data_urls: [`/api/v1/music/albums/${album.id}`],
      image_urls: ['/storage/covers/offline-album.png'],
    })
  })

  test('a playlist comes with every page of tracks the web app asks for', async ({ assert }) => {
    const { user, session } = await signedInSession()
    const tracks = [await makeTrack({ name: 'List One' }), await makeTrack({ name: 'List Two' })]
    const playlist = await makePlaylist(user.id, { name: 'Offline List', tracks, public: false })

    const response = await session.get(api(`offline/playlists/${playlist.id}`))
    assert.equal(response.status(), 200)
    assert.equal(response.body().type, 'playlist')
    assert.equal(response.body().path, urls.playlist(playlist))
    assert.deepEqual(
      response.body().tracks.map((track: { id: number }) => track.id),
      tracks.map((track) => track.id)
    )
    assert.deepEqual(response.body().data_urls, [
      `/api/v1/music/playlists/${playlist.id}`,
      `/api/v1/music/playlists/${playlist.id}/tracks?page=1&perPage=50`,
    ])
    // The kept page is the one the web app reads.
    assert.equal((await session.get(response.body().data_urls[1])).status(), 200)
  })

  test('guests get 401; listeners whose role lost music.offline get 403 in the error shape', async ({ assert }) => {
    const album = await makeAlbum({ name: 'Gated Album' })
    const guest = await guestSession()
    assert.equal((await guest.get(api(`offline/albums/${album.id}`))).status(), 401)

    const { session } = await signedInSession()
    const { session: admin } = await signedInSession({ admin: true })
    await withoutRolePermission('default', MUSIC_OFFLINE, async () => {
      for (const path of [`offline/albums/${album.id}`, `offline/playlists/1`]) {
        const response = await session.get(api(path))
        assert.equal(response.status(), 403, path)
        assert.properties(response.body(), ['message'])
      }
      // Admins keep every permission.
      assert.equal((await admin.get(api(`offline/albums/${album.id}`))).status(), 200)
    })
    assert.equal((await session.get(api(`offline/albums/${album.id}`))).status(), 200)
  })

  test("someone else's private album or playlist, and unknown ids, are not found", async ({ assert }) => {
    const { user: owner } = await signedInSession()
    const { session } = await signedInSession()
    const hiddenAlbum = await makeAlbum({ name: 'Hidden Offline Album', public: false, ownerId: owner.id })
    const hiddenList = await makePlaylist(owner.id, { name: 'Hidden Offline List', public: false })
    for (const path of [`offline/albums/${hiddenAlbum.id}`, `offline/playlists/${hiddenList.id}`, 'offline/albums/999999999', 'offline/albums/abc']) {
      assert.equal((await session.get(api(path))).status(), 404, path)
    }
  })
})

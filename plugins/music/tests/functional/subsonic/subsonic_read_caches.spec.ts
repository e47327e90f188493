import { test } from '@japa/runner'
import type User from '#core/accounts/server/models/user'
import { signIn } from '#tests/helpers/sign_in'
import { api, guestSession } from '#plugins/music/tests/helpers/music_session'
import { dropReads } from '#core/kernel/cache/read_cache'
import { makeAlbum, makeArtist, makePlaylist, makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { countQueries } from '#plugins/music/tests/helpers/query_counter'
import { SubsonicListeners } from '#plugins/music/tests/helpers/subsonic_listeners'

/**
 * The web's pages are kept by the read caches until a write drops them. Subsonic apps send writes by
 * GET (star, updatePlaylist) and may send every read by POST (formPost): each endpoint names what its
 * writes change (endpoints.ts `changes`), whatever the method.
 */
test.group('Subsonic: the web’s kept pages', (group) => {
  const listeners = new SubsonicListeners()
  let listener: User
  let neighbour: User

  group.setup(async () => {
    ;[listener, neighbour] = await listeners.create(2)
  })

  test('a star and a playlist rename sent by GET show on the web’s kept pages at once', async ({ assert }) => {
    const track = await makeTrack({ name: 'Starred Elsewhere' })
    const playlist = await makePlaylist(listener.id, { name: 'Phone Mix', public: true })
    const web = await signIn(listener)
    assert.isFalse((await web.get(api(`tracks/${track.id}`))).body().track.liked)
    assert.equal((await web.get(api(`playlists/${playlist.id}`))).body().playlist.name, 'Phone Mix')

    const app = listeners.app(listener)
    await app.star({ id: `tr-${track.id}` })
    await app.updatePlaylist({ playlistId: String(playlist.id), name: 'Phone Mix II' })

    assert.isTrue((await web.get(api(`tracks/${track.id}`))).body().track.liked)
    assert.equal((await web.get(api(`playlists/${playlist.id}`))).body().playlist.name, 'Phone Mix II')
  })

  test('a read sent by POST keeps what the web has kept', async ({ assert }) => {
    const track = await makeTrack({ name: 'Kept Through Posts' })
    const guest = await guestSession()
    assert.equal((await guest.get(api(`tracks/${track.id}`))).status(), 200)

    await listeners.app(listener, { post: true }).getAlbumList2({ type: 'newest', size: 5 })

    const statements = await countQueries(async () => assert.equal((await guest.get(api(`tracks/${track.id}`))).status(), 200))
    assert.equal(statements, 0)
  })

  test('an album list page is kept until a write, then shows the new album', async ({ assert }) => {
    const app = listeners.app(listener)
    const newest = async () => ((await app.getAlbumList2({ type: 'newest', size: 5 })).albumList2.album ?? []).map((album) => album.name)
    await newest()
    const albumReads = await countQueries(newest, /FROM albums/i)
    assert.equal(albumReads, 0)

    await makeAlbum({ name: 'Fresh Pressing' })
    await dropReads()
    assert.equal((await newest())[0], 'Fresh Pressing')
  })

  test('an artist read through getArtist is kept until a write, then shows the new album', async ({ assert }) => {
    const artist = await makeArtist({ name: 'Kept Artist' })
    await makeAlbum({ name: 'First Record', artists: [artist] })
    const app = listeners.app(listener)
    const albums = async () => ((await app.getArtist({ id: `ar-${artist.id}` })).artist.album ?? []).map((item) => item.name)
    assert.deepEqual(await albums(), ['First Record'])
    assert.equal(await countQueries(albums, /FROM albums/i), 0)

    await makeAlbum({ name: 'Second Record', artists: [artist], releaseDate: '2030-01-01' })
    await dropReads()
    assert.deepEqual(await albums(), ['Second Record', 'First Record'])
  })

  test('ratings on kept pages are each listener’s own, and a rating taken back shows at once', async ({ assert }) => {
    const artist = await makeArtist({ name: 'Rated Artist' })
    const album = await makeAlbum({ name: 'Rated Record', artists: [artist] })
    const ratingOn = async (user: User) => {
      const app = listeners.app(user)
      const listed = (await app.getAlbumList2({ type: 'alphabeticalByName', size: 500 })).albumList2.album ?? []
      const byArtist = (await app.getArtist({ id: `ar-${artist.id}` })).artist.album ?? []
      return [listed, byArtist].map((albums) => albums.find((item) => item.id === `al-${album.id}`)?.userRating ?? null)
    }
    await listeners.app(listener).setRating({ id: `al-${album.id}`, rating: 4 })
    assert.deepEqual(await ratingOn(listener), [4, 4])
    assert.deepEqual(await ratingOn(neighbour), [null, null])

    // A rating drops the kept ratings, not the kept pages: those must not carry the rating shown above.
    await listeners.app(listener).setRating({ id: `al-${album.id}`, rating: 0 })
    assert.deepEqual(await ratingOn(listener), [null, null])
  })

  test('a search3 answer is kept until a write, then finds the new album', async ({ assert }) => {
    await makeAlbum({ name: 'Keptsearch Sessions' })
    const app = listeners.app(listener)
    const found = async () => ((await app.search3({ query: 'keptsearch', artistCount: 5, albumCount: 10, songCount: 20 })).searchResult3.album ?? []).map((album) => album.name)
    assert.deepEqual(await found(), ['Keptsearch Sessions'])
    assert.equal(await countQueries(found), 0)

    await makeAlbum({ name: 'Keptsearch Encores' })
    await dropReads()
    assert.sameMembers(await found(), ['Keptsearch Sessions', 'Keptsearch Encores'])
  })
})

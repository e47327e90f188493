import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type User from '#core/accounts/server/models/user'
import { serverUrl } from '#tests/helpers/http_client'
import { makeAlbum, makeArtist, makeGenre, makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { SubsonicListeners } from '#plugins/music/tests/helpers/subsonic_listeners'
import type Track from '#plugins/music/server/models/track'
import type Album from '#plugins/music/server/models/album'
import type Artist from '#plugins/music/server/models/artist'

/** getArtistInfo2, getAlbumInfo2, getSimilarSongs2, setRating and bookmarks, through the `subsonic-api` client and the OpenSubsonic schema. */
test.group('Subsonic API: artist and album info, similar songs, ratings, bookmarks', (group) => {
  let listener: User
  let stranger: User
  const listeners = new SubsonicListeners()
  let artist: Artist
  let neighbour: Artist
  let album: Album
  let song: Track
  let neighboursHit: Track
  let neighboursPrivate: Track

  group.setup(async () => {
    ;[listener, stranger] = await listeners.create(2)
    const genre = await makeGenre('subsonic polka')
    artist = await makeArtist({ name: 'Info Ensemble', genres: [genre], plays: 10 })
    await db.from('artists').where('id', artist.id).update({ biography: 'Formed to test APIs.', image: '/storage/artists/info.png' })
    neighbour = await makeArtist({ name: 'Info Neighbours', genres: [genre], plays: 5 })
    album = await makeAlbum({ name: 'Info Album', artists: [artist] })
    await db.from('albums').where('id', album.id).update({ description: 'Recorded in one take.', image: 'https://images.example/info.png' })
    song = await makeTrack({ name: 'Info Song', album, artists: [artist] })
    const neighbourAlbum = await makeAlbum({ name: 'Neighbour Album', artists: [neighbour] })
    neighboursHit = await makeTrack({ name: 'Neighbour Hit', album: neighbourAlbum, artists: [neighbour], plays: 50 })
    neighboursPrivate = await makeTrack({ name: 'Neighbour Demo', album: neighbourAlbum, artists: [neighbour], public: false, ownerId: stranger.id, plays: 99 })
  })

  group.teardown(async () => {
    await db.from('albums').whereIn('name', ['Info Album', 'Neighbour Album']).delete()
    await db.from('artists').whereIn('name', ['Info Ensemble', 'Info Neighbours']).delete()
    await db.from('genres').where('name', 'subsonic polka').delete()
  })

  test('artist and album info: biography, notes, images on this site, similar artists and their songs', async ({ assert }) => {
    const api = listeners.app(listener)
    const { artistInfo2 } = await api.getArtistInfo2({ id: `ar-${artist.id}` })
    assert.equal(artistInfo2.biography, 'Formed to test APIs.')
    assert.equal(artistInfo2.largeImageUrl, serverUrl('/storage/artists/info.png'))
    assert.deepEqual(artistInfo2.similarArtist!.map((item) => item.name), ['Info Neighbours'])

    const { albumInfo } = await api.getAlbumInfo2({ id: `al-${album.id}` })
    assert.equal(albumInfo.notes, 'Recorded in one take.')
    assert.equal(albumInfo.smallImageUrl, 'https://images.example/info.png')

    for (const id of [`ar-${artist.id}`, `al-${album.id}`, `tr-${song.id}`]) {
      const { similarSongs2 } = await api.getSimilarSongs2({ id })
      assert.deepEqual(similarSongs2.song!.map((item) => item.title), ['Neighbour Hit'], `${id}: someone else's private song is left out`)
    }
    assert.equal((await listeners.call(listener, 'getArtistInfo2', { id: 'ar-999999999' })).body.error.code, 70)
    assert.equal((await listeners.call(listener, 'getSimilarSongs2', { id: `tr-${neighboursPrivate.id}` })).body.error.code, 70)
    const missing = await listeners.call(listener, 'getAlbumInfo2', {})
    assert.equal(missing.body.error.code, 10)
    assert.deepEqual(missing.problems, [])
  })

  test('setRating stores the listener’s stars, shown as userRating; 0 removes them', async ({ assert }) => {
    const api = listeners.app(listener)
    await api.setRating({ id: `tr-${song.id}`, rating: 4 })
    await api.setRating({ id: `al-${album.id}`, rating: 2 })
    assert.deepEqual(
      (await db.from('subsonic_ratings').where('user_id', listener.id).orderBy('rateable_type')).map((row) => [row.rateable_type, row.rateable_id, Number(row.rating)]),
      [
        ['album', album.id, 2],
        ['track', song.id, 4],
      ]
    )
    const { album: shown } = await api.getAlbum({ id: `al-${album.id}` })
    assert.equal(shown.userRating, 2)
    assert.equal(shown.song![0].userRating, 4)
    assert.isUndefined((await listeners.app(stranger).getSong({ id: `tr-${song.id}` })).song.userRating, 'ratings are personal')

    await api.setRating({ id: `tr-${song.id}`, rating: 0 })
    assert.isUndefined((await api.getSong({ id: `tr-${song.id}` })).song.userRating)

    assert.equal((await listeners.call(listener, 'setRating', { id: `tr-${song.id}`, rating: '6' })).body.error.code, 0)
    assert.equal((await listeners.call(listener, 'setRating', { id: `tr-${song.id}` })).body.error.code, 10)
    assert.equal((await listeners.call(listener, 'setRating', { id: `tr-${neighboursPrivate.id}`, rating: '5' })).body.error.code, 70)
    assert.lengthOf(await db.from('subsonic_ratings').where('user_id', listener.id), 1)
  })

  test('bookmarks: created, replaced, listed for their owner only, deleted', async ({ assert }) => {
    const api = listeners.app(listener)
    await api.createBookmark({ id: `tr-${song.id}`, position: 1000, comment: 'the solo' })
    await api.createBookmark({ id: `tr-${song.id}`, position: 65_000 })
    await api.createBookmark({ id: `tr-${neighboursHit.id}`, position: 5 })
    const { bookmarks } = await api.getBookmarks()
    const mine = bookmarks.bookmark!.find((bookmark) => bookmark.entry.id === `tr-${song.id}`)!
    assert.equal(mine.position, 65_000)
    assert.equal(mine.username, listener.email)
    assert.lengthOf(bookmarks.bookmark!, 2)
    assert.deepEqual((await listeners.app(stranger).getBookmarks()).bookmarks.bookmark ?? [], [])

    assert.equal((await listeners.call(listener, 'createBookmark', { id: `tr-${song.id}` })).body.error.code, 10)
    assert.equal((await listeners.call(listener, 'createBookmark', { id: `tr-${neighboursPrivate.id}`, position: '1' })).body.error.code, 70)

    await api.deleteBookmark({ id: `tr-${song.id}` })
    assert.deepEqual(
      (await db.from('subsonic_bookmarks').where('user_id', listener.id)).map((row) => row.track_id),
      [neighboursHit.id]
    )
  })
})

import { test } from '@japa/runner'
import { api, guestSession, signedInSession } from '../helpers/music_session.js'
import {
  makeAlbum,
  makeArtist,
  makeGenre,
  makeTag,
  makeTrack,
} from '../helpers/catalogue_factory.js'

test.group('Music API: artist, album and track pages', () => {
  test('an artist page lists top tracks, albums, similar artists and counts', async ({
    assert,
  }) => {
    const rock = await makeGenre()
    const artist = await makeArtist({ genres: [rock] })
    const similar = await makeArtist({ genres: [rock] })
    await makeArtist()
    const album = await makeAlbum({ artists: [artist] })
    const popular = await makeTrack({ artists: [artist], album, plays: 50 })
    await makeTrack({ artists: [artist], album, plays: 5 })

    const guest = await guestSession()
    const response = await guest.get(api(`artists/${artist.id}`))
    assert.equal(response.status(), 200)
    const body = response.body()
    assert.equal(body.artist.id, artist.id)
    assert.equal(body.artist.followers_count, 0)
    assert.deepEqual(
      body.artist.genres.map((g: any) => g.id),
      [rock.id]
    )
    assert.notProperty(body.artist, 'liked')
    assert.equal(body.top_tracks[0].id, popular.id)
    assert.equal(body.top_tracks[0].album.id, album.id)
    assert.deepEqual(
      body.albums.map((a: any) => a.id),
      [album.id]
    )
    assert.deepEqual(
      body.similar_artists.map((a: any) => a.id),
      [similar.id]
    )
  })

  test('similar artists: more shared genres first, then the most played', async ({ assert }) => {
    const [jazz, soul, funk] = [await makeGenre(), await makeGenre(), await makeGenre()]
    const artist = await makeArtist({ genres: [jazz, soul, funk] })
    const oneGenreLoud = await makeArtist({ genres: [jazz], plays: 900 })
    const oneGenreQuiet = await makeArtist({ genres: [funk], plays: 3 })
    const twoGenres = await makeArtist({ genres: [jazz, soul], plays: 10 })
    const threeGenres = await makeArtist({ genres: [jazz, soul, funk], plays: 1 })
    await makeArtist({ plays: 5000 })
    const body = (await (await guestSession()).get(api(`artists/${artist.id}`))).body()
    assert.deepEqual(
      body.similar_artists.map((a: any) => a.id),
      [threeGenres.id, twoGenres.id, oneGenreLoud.id, oneGenreQuiet.id]
    )
  })

  test('signed in, the artist page says whether I like and follow it', async ({ assert }) => {
    const artist = await makeArtist()
    const { session } = await signedInSession()
    assert.equal((await session.put(api(`likes/artist/${artist.id}`))).status(), 204)
    const body = (await session.get(api(`artists/${artist.id}`))).body()
    assert.isTrue(body.artist.liked)
    assert.isFalse(body.artist.followed)
  })

  test('unknown and malformed ids answer 404', async ({ assert }) => {
    const guest = await guestSession()
    for (const path of [
      'artists/999999',
      'albums/999999',
      'tracks/999999',
      'artists/abc',
      'tracks/0',
      'lyrics/999999',
    ]) {
      const response = await guest.get(api(path))
      assert.equal(response.status(), 404, path)
      assert.deepEqual(response.body(), { message: 'Not found.' })
    }
  })

  test('an album page has its artists, ordered tracks, genres and tags', async ({ assert }) => {
    const artist = await makeArtist()
    const tag = await makeTag()
    const album = await makeAlbum({ artists: [artist], tags: [tag] })
    const second = await makeTrack({ album, number: 2, artists: [artist], duration: 1000 })
    const first = await makeTrack({ album, number: 1, artists: [artist], duration: 2000 })
    const body = (await (await guestSession()).get(api(`albums/${album.id}`))).body()
    assert.deepEqual(
      body.album.tracks.map((t: any) => t.id),
      [first.id, second.id]
    )
    assert.equal(body.album.duration, 3000)
    assert.deepEqual(
      body.album.artists.map((a: any) => a.id),
      [artist.id]
    )
    assert.deepEqual(
      body.album.tags.map((t: any) => t.name),
      [tag.name]
    )
  })

  test('lists name each track’s and album’s artists in credit order, with the album of each track', async ({
    assert,
  }) => {
    // Credited second-made first: credit order is not the order of the artists' ids.
    const [featured, lead] = [await makeArtist(), await makeArtist()]
    const album = await makeAlbum({ artists: [lead, featured] })
    const other = await makeAlbum({ name: 'Another album' })
    await makeTrack({ album, number: 1, artists: [lead, featured], plays: 9 })
    await makeTrack({ album: other, number: 2, artists: [lead, featured], plays: 5 })
    const credits = [lead.id, featured.id]
    const guest = await guestSession()

    const albumPage = (await guest.get(api(`albums/${album.id}`))).body().album
    assert.deepEqual(
      albumPage.artists.map((a: any) => a.id),
      credits
    )
    assert.deepEqual(
      albumPage.tracks[0].artists.map((a: any) => a.id),
      credits
    )
    assert.deepEqual(albumPage.tracks[0].album, { id: album.id, name: album.name, image: null })

    const artistPage = (await guest.get(api(`artists/${lead.id}`))).body()
    assert.deepEqual(
      artistPage.top_tracks.map((t: any) => t.album.name),
      [album.name, 'Another album']
    )
    assert.deepEqual(
      artistPage.top_tracks.map((t: any) => t.artists.map((a: any) => a.id)),
      [credits, credits]
    )
    assert.deepEqual(
      artistPage.albums[0].artists.map((a: any) => a.id),
      credits
    )
  })

  test('a track page has album, artists, genres, tags, lyrics flag and waveform', async ({
    assert,
  }) => {
    const artist = await makeArtist()
    const genre = await makeGenre()
    const album = await makeAlbum({ artists: [artist] })
    const track = await makeTrack({
      album,
      artists: [artist],
      genres: [genre],
      lyrics: { text: 'la la' },
      waveform: [0.1, 0.5, 1],
    })
    const body = (await (await guestSession()).get(api(`tracks/${track.id}`))).body()
    assert.equal(body.track.album.id, album.id)
    assert.equal(body.track.artists[0].id, artist.id)
    assert.equal(body.track.genres[0].name, genre.name)
    assert.isTrue(body.track.has_lyrics)
    assert.deepEqual(body.track.waveform, [0.1, 0.5, 1])
    assert.notProperty(body.track, 'src')
  })

  test('lyrics of a track, 404 when it has none', async ({ assert }) => {
    const guest = await guestSession()
    const track = await makeTrack({
      lyrics: {
        text: 'one\ntwo',
        timed: [
          { time: 0, text: 'one' },
          { time: 1500, text: 'two' },
        ],
      },
    })
    const body = (await guest.get(api(`lyrics/${track.id}`))).body()
    assert.deepEqual(body.lyrics, {
      track_id: track.id,
      text: 'one\ntwo',
      is_synced: true,
      timed: [
        { time: 0, text: 'one' },
        { time: 1500, text: 'two' },
      ],
    })
    const bare = await makeTrack()
    assert.equal((await guest.get(api(`lyrics/${bare.id}`))).status(), 404)
  })

  test('private tracks and albums exist only for their owner', async ({ assert }) => {
    const { user, session } = await signedInSession()
    const other = await signedInSession()
    const album = await makeAlbum({ public: false, ownerId: user.id })
    const track = await makeTrack({ public: false, ownerId: user.id, album })
    const artist = await makeArtist()
    const shown = await makeTrack({ artists: [artist] })
    await makeTrack({ artists: [artist], public: false, ownerId: user.id })

    for (const path of [
      `tracks/${track.id}`,
      `albums/${album.id}`,
      `embed/tracks/${track.id}`,
      `embed/albums/${album.id}`,
    ]) {
      assert.equal((await session.get(api(path))).status(), 200, path)
      assert.equal((await other.session.get(api(path))).status(), 404, path)
      assert.equal((await (await guestSession()).get(api(path))).status(), 404, path)
    }
    const asGuest = (await (await guestSession()).get(api(`artists/${artist.id}`))).body()
    assert.deepEqual(
      asGuest.top_tracks.map((t: any) => t.id),
      [shown.id]
    )
    const asOwner = (await session.get(api(`artists/${artist.id}`))).body()
    assert.lengthOf(asOwner.top_tracks, 2)
  })

  test('embeds give a minimal payload', async ({ assert }) => {
    const artist = await makeArtist()
    const album = await makeAlbum({ artists: [artist] })
    const track = await makeTrack({ album, artists: [artist] })
    const guest = await guestSession()
    const embed = (await guest.get(api(`embed/tracks/${track.id}`))).body()
    assert.equal(embed.track.id, track.id)
    assert.notProperty(embed.track, 'owner_id')
    const albumEmbed = (await guest.get(api(`embed/albums/${album.id}`))).body()
    assert.deepEqual(
      albumEmbed.album.tracks.map((t: any) => t.id),
      [track.id]
    )
  })

  test('artist tracks and albums tabs paginate and clamp page sizes', async ({ assert }) => {
    const artist = await makeArtist()
    for (let i = 0; i < 3; i++) await makeTrack({ artists: [artist], plays: i })
    const guest = await guestSession()
    const first = (await guest.get(api(`artists/${artist.id}/tracks?perPage=2`))).body()
    assert.lengthOf(first.pagination.data, 2)
    assert.equal(first.pagination.next_page, 2)
    const second = (await guest.get(api(`artists/${artist.id}/tracks?perPage=2&page=2`))).body()
    assert.lengthOf(second.pagination.data, 1)
    assert.isNull(second.pagination.next_page)
    const clamped = (await guest.get(api(`artists/${artist.id}/albums?perPage=5000`))).body()
    assert.equal(clamped.pagination.per_page, 50)
    const bad = await guest.get(api(`artists/${artist.id}/tracks?page=abc`))
    assert.equal(bad.status(), 422)
    assert.property(bad.body().errors, 'page')
  })
})

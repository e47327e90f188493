import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { api, guestSession, signedInSession } from '../helpers/music_session.js'
import {
  makeAlbum,
  makeArtist,
  makeChannel,
  makeGenre,
  makePlaylist,
  makeTag,
  makeTrack,
  makeTracks,
} from '../helpers/catalogue_factory.js'
import { sqlNow } from '#plugins/music/server/services/shared/time'
import { dropReads } from '#core/kernel/cache/read_cache'

test.group('Music API: genres, tags and profiles', () => {
  test('genre and tag pages list tracks, albums and artists, most played first', async ({
    assert,
  }) => {
    const genre = await makeGenre('synthwave')
    const tag = await makeTag('night drive')
    const artist = await makeArtist({ genres: [genre] })
    const album = await makeAlbum({ genres: [genre], tags: [tag] })
    const low = await makeTrack({ genres: [genre], tags: [tag], plays: 1 })
    const high = await makeTrack({ genres: [genre], plays: 9 })
    await makeTrack({ genres: [genre], public: false })
    const guest = await guestSession()
    assert.equal((await guest.get(api('genres/Synthwave'))).body().genre.name, 'synthwave')
    assert.deepEqual(
      (await guest.get(api('genres/synthwave/tracks')))
        .body()
        .pagination.data.map((t: any) => t.id),
      [high.id, low.id]
    )
    assert.deepEqual(
      (await guest.get(api('genres/synthwave/albums')))
        .body()
        .pagination.data.map((a: any) => a.id),
      [album.id]
    )
    assert.deepEqual(
      (await guest.get(api('genres/synthwave/artists')))
        .body()
        .pagination.data.map((a: any) => a.id),
      [artist.id]
    )
    assert.equal(
      (await guest.get(api(`tags/${encodeURIComponent('night drive')}`))).body().tag.display_name,
      'night drive'
    )
    assert.deepEqual(
      (await guest.get(api('tags/night%20drive/tracks')))
        .body()
        .pagination.data.map((t: any) => t.id),
      [low.id]
    )
    assert.deepEqual(
      (await guest.get(api('tags/night%20drive/albums')))
        .body()
        .pagination.data.map((a: any) => a.id),
      [album.id]
    )
    assert.equal((await guest.get(api('genres/unknown-genre/tracks'))).status(), 404)
    assert.equal((await guest.get(api('tags/unknown-tag'))).status(), 404)
    assert.equal((await guest.get(api('tags/night%20drive/artists'))).status(), 404)
  })

  test('big and small genres list in the same order, whichever way they are read', async ({
    assert,
  }) => {
    // mostPlayedLinked scans the plays index when links² > (offset + limit) × table size and joins
    // otherwise: with links² about 12 × size, a 2-row page scans and a 50-row page joins.
    const size = Number((await db.from('tracks').max('id as id').first())?.id ?? 0)
    let count = 20
    for (let i = 0; i < 5; i++) count = Math.ceil(Math.sqrt(12 * (size + count)))
    assert.isTrue(count * count > 3 * (size + count) && count * count < 51 * (size + count))
    const genre = await makeGenre()
    const name = `Planned ${Math.random().toString(36).slice(2, 7)}`
    const now = sqlNow()
    const rows = Array.from({ length: count }, (_, i) => ({
      name: `${name} ${i}`,
      plays: (i * 37) % 101,
      public: true,
      created_at: now,
      updated_at: now,
    }))
    for (let i = 0; i < rows.length; i += 200)
      await db.table('tracks').multiInsert(rows.slice(i, i + 200))
    const tracks = await db.from('tracks').where('name', 'like', `${name} %`).select('id', 'plays')
    for (let i = 0; i < tracks.length; i += 200) {
      await db
        .table('genreables')
        .multiInsert(
          tracks
            .slice(i, i + 200)
            .map((track) => ({
              genre_id: genre.id,
              genreable_type: 'track',
              genreable_id: track.id,
            }))
        )
    }
    const expected = tracks
      .sort((a, b) => b.plays - a.plays || b.id - a.id)
      .map((track) => track.id)
    const guest = await guestSession()
    const page = async (query: string) =>
      (await guest.get(api(`genres/${genre.name}/tracks?${query}`)))
        .body()
        .pagination.data.map((t: any) => t.id)
    // The first read also tells the service the table's new size.
    await page('perPage=1')
    assert.deepEqual(await page('perPage=50'), expected.slice(0, 50))
    assert.deepEqual(
      [...(await page('perPage=2')), ...(await page('perPage=2&page=2'))],
      expected.slice(0, 4)
    )
  })

  test('a profile and its tabs', async ({ assert }) => {
    const { user, session } = await signedInSession({ firstName: 'Profiled' })
    const { user: fan, session: fanSession } = await signedInSession()
    await db
      .table('profiles')
      .insert({
        user_id: user.id,
        display_name: 'DJ Profiled',
        bio: 'Hi',
        links: JSON.stringify([{ url: 'https://x.test' }]),
      })
    const own = await makeTrack({ ownerId: user.id })
    await makeTrack({ ownerId: user.id, public: false })
    const album = await makeAlbum({ ownerId: user.id })
    const playlist = await makePlaylist(user.id, { tracks: [own] })
    await makePlaylist(user.id, { public: false })
    const liked = await makeTrack()
    const artist = await makeArtist()
    await session.put(api(`likes/track/${liked.id}`))
    await session.put(api(`follows/artist/${artist.id}`))
    await fanSession.put(api(`follows/user/${user.id}`))

    const profile = (await fanSession.get(api(`users/${user.id}/profile`))).body()
    assert.include(profile.user, {
      id: user.id,
      name: 'DJ Profiled',
      followers_count: 1,
      following_count: 1,
      followed: true,
    })
    assert.deepEqual(profile.profile.links, [{ url: 'https://x.test' }])

    const tab = async (name: string) =>
      (await fanSession.get(api(`users/${user.id}/${name}`))).body().pagination.data
    assert.deepEqual(
      (await tab('tracks')).map((t: any) => t.id),
      [own.id]
    )
    assert.deepEqual(
      (await tab('albums')).map((a: any) => a.id),
      [album.id]
    )
    assert.deepEqual(
      (await tab('playlists')).map((p: any) => p.id),
      [playlist.id]
    )
    assert.deepEqual(
      (await tab('likes')).map((t: any) => t.id),
      [liked.id]
    )
    assert.deepEqual(
      (await tab('followers')).map((u: any) => u.id),
      [fan.id]
    )
    assert.deepEqual(
      (await tab('following')).map((a: any) => `${a.model_type}:${a.id}`),
      [`artist:${artist.id}`]
    )
    assert.lengthOf(await tab('reposts'), 0)

    assert.lengthOf((await session.get(api(`users/${user.id}/tracks`))).body().pagination.data, 2)
    assert.equal((await fanSession.get(api('users/999999/profile'))).status(), 404)
    assert.equal((await fanSession.get(api(`users/${user.id}/secrets`))).status(), 404)
  })
})

test.group('Music API: channels and homepage', () => {
  test('a manual channel by slug or id, hiding private items', async ({ assert }) => {
    const visible = await makeTrack()
    const hidden = await makeTrack({ public: false })
    const channel = await makeChannel(
      { contentType: 'tracks', layout: 'trackTable' },
      { slug: 'staff-picks', items: [visible, hidden] }
    )
    const guest = await guestSession()
    const bySlug = (await guest.get(api('channels/staff-picks'))).body()
    assert.include(bySlug.channel, {
      slug: 'staff-picks',
      layout: 'trackTable',
      content_type: 'tracks',
    })
    assert.deepEqual(
      bySlug.pagination.data.map((t: any) => t.id),
      [visible.id]
    )
    assert.equal((await guest.get(api(`channels/${channel.id}`))).body().channel.id, channel.id)
    assert.equal((await guest.get(api('channels/nope'))).status(), 404)
  })

  test('automatic channels with a genre restriction', async ({ assert }) => {
    const jazz = await makeGenre('jazz')
    const inGenre = await makeTrack({ genres: [jazz], plays: 3 })
    const popular = await makeTrack({ plays: 1000 })
    await makeChannel(
      { contentType: 'tracks', source: 'genreTracks', restriction: 'genre' },
      { slug: 'genre-tracks' }
    )
    const guest = await guestSession()
    const restricted = (await guest.get(api('channels/genre-tracks?restriction=jazz'))).body()
    assert.equal(restricted.channel.restricted_by.name, 'jazz')
    assert.deepEqual(
      restricted.pagination.data.map((t: any) => t.id),
      [inGenre.id]
    )
    const open = (await guest.get(api('channels/genre-tracks'))).body()
    assert.equal(open.pagination.data[0].id, popular.id)
    assert.equal((await guest.get(api('channels/genre-tracks?restriction=polka'))).status(), 404)
  })

  test('the homepage lists flagged channels with their first items', async ({ assert }) => {
    const album = await makeAlbum({ releaseDate: '2099-01-01' })
    await makeChannel(
      { contentType: 'albums', source: 'newReleases', layout: 'carousel' },
      { slug: 'new-releases-home', homepage: true }
    )
    await makeChannel({ contentType: 'genres', source: 'popularGenres' }, { slug: 'not-on-home' })
    const body = (await (await guestSession()).get(api('homepage'))).body()
    const slugs = body.channels.map((c: any) => c.channel.slug)
    assert.include(slugs, 'new-releases-home')
    assert.notInclude(slugs, 'not-on-home')
    const releases = body.channels.find((c: any) => c.channel.slug === 'new-releases-home')
    assert.equal(releases.pagination.data[0].id, album.id)
  })
})

test.group('Music API: radio', () => {
  test('an endless, varied queue from a track, without recently played tracks', async ({
    assert,
  }) => {
    const genre = await makeGenre('radio-genre')
    const tag = await makeTag('radio-tag')
    const seedArtist = await makeArtist()
    const seed = await makeTrack({ genres: [genre], tags: [tag], artists: [seedArtist] })
    const related = []
    for (let i = 0; i < 6; i++)
      related.push(await makeTrack({ genres: [genre], artists: [await makeArtist()] }))
    const { user, session } = await signedInSession()
    await db
      .table('plays')
      .insert({ track_id: related[0].id, user_id: user.id, created_at: '2030-01-01 00:00:00' })

    const first = (await session.get(api(`radio/track/${seed.id}`))).body()
    assert.deepEqual(first.seed, { type: 'track', id: seed.id, name: seed.name })
    assert.equal(first.tracks[0].id, seed.id)
    const ids = first.tracks.map((t: any) => t.id)
    assert.notInclude(ids, related[0].id)
    assert.includeMembers(
      ids,
      related.slice(1).map((t) => t.id)
    )
    assert.equal(new Set(ids).size, ids.length)

    const next = await session.get(api(`radio/track/${seed.id}?cursor=${first.next_cursor}`))
    assert.equal(next.status(), 200)
    assert.isAbove(next.body().tracks.length, 0)
    assert.notEqual(next.body().next_cursor, first.next_cursor)
  })

  test('later pages do not play a track of earlier pages again while others are left', async ({
    assert,
  }) => {
    const genre = await makeGenre()
    const seed = await makeTrack({ genres: [genre], artists: [await makeArtist()] })
    // Few tracks of the genre: without the station's memory the genre slices would repeat them.
    for (let i = 0; i < 8; i++) await makeTrack({ genres: [genre], artists: [await makeArtist()] })
    // Enough other tracks that each page's catalogue fill has fresh ones.
    for (let i = 0; i < 40; i++) await makeTracks(10, { artists: [await makeArtist()] })
    const { session } = await signedInSession()
    const heard: number[] = []
    let cursor = ''
    for (let page = 0; page < 3; page++) {
      const body = (
        await session.get(api(`radio/track/${seed.id}${cursor ? `?cursor=${cursor}` : ''}`))
      ).body()
      heard.push(...body.tracks.map((track: { id: number }) => track.id))
      cursor = body.next_cursor
    }
    assert.isAbove(heard.length, 40)
    assert.equal(new Set(heard).size, heard.length)
  })

  test("a track radio brings what the track's listeners also played", async ({ assert }) => {
    const seed = await makeTrack({ artists: [await makeArtist()] })
    const alsoPlayed = await makeTrack({ artists: [await makeArtist()] })
    const { user: listener } = await signedInSession()
    await db.table('plays').multiInsert([
      { track_id: seed.id, user_id: listener.id, created_at: '2030-01-02 00:00:00' },
      { track_id: alsoPlayed.id, user_id: listener.id, created_at: '2030-01-01 00:00:00' },
      // A visitor's play has no user: it brings no listener.
      { track_id: seed.id, visitor_id: 'visitor-radio-test', created_at: '2030-01-03 00:00:00' },
    ])
    const tracks = (await (await guestSession()).get(api(`radio/track/${seed.id}`)))
      .body()
      .tracks.map((t: any) => t.id)
    assert.equal(tracks[0], seed.id)
    assert.include(tracks.slice(0, 3), alsoPlayed.id)
  })

  test('every seed type works; bad seeds and cursors are refused', async ({ assert }) => {
    const genre = await makeGenre('radio-all')
    const artist = await makeArtist({ genres: [genre] })
    const album = await makeAlbum({ artists: [artist], genres: [genre] })
    const track = await makeTrack({ album, artists: [artist], genres: [genre] })
    await makeTrack({ genres: [genre] })
    const { user } = await signedInSession()
    const playlist = await makePlaylist(user.id, { tracks: [track] })
    const guest = await guestSession()
    for (const path of [
      `radio/artist/${artist.id}`,
      `radio/album/${album.id}`,
      `radio/genre/${genre.id}`,
      'radio/genre/radio-all',
      `radio/playlist/${playlist.id}`,
    ]) {
      const response = await guest.get(api(path))
      assert.equal(response.status(), 200, path)
      assert.isAbove(response.body().tracks.length, 0, path)
    }
    assert.equal((await guest.get(api('radio/track/999999'))).status(), 404)
    assert.equal((await guest.get(api('radio/mood/1'))).status(), 404)
    // Only a genre is named; other seeds are ids (a name once reached MariaDB as NaN: a 500).
    for (const path of [
      'radio/track/abc',
      'radio/artist/NaN',
      'radio/album/1e3',
      'radio/playlist/-1',
    ]) {
      const response = await guest.get(api(path))
      assert.equal(response.status(), 404, path)
      assert.deepEqual(response.body(), { message: 'Not found.' }, path)
    }
    const badCursor = await guest.get(api(`radio/track/${track.id}?cursor=nonsense`))
    assert.equal(badCursor.status(), 422)
    assert.property(badCursor.body().errors, 'cursor')
  })

  test("a kept seed follows the catalogue: a track made private stops its radio for others, a renamed album's station shows the new name", async ({
    assert,
  }) => {
    const { user, session } = await signedInSession()
    const album = await makeAlbum({ name: 'Seedling Sessions' })
    const track = await makeTrack({ album, ownerId: user.id })
    const guest = await guestSession()
    assert.equal((await guest.get(api(`radio/track/${track.id}`))).status(), 200)
    assert.equal(
      (await guest.get(api(`radio/album/${album.id}`))).body().seed.name,
      'Seedling Sessions'
    )

    await db.from('tracks').where('id', track.id).update({ public: false })
    await db.from('albums').where('id', album.id).update({ name: 'Seedling Sessions II' })
    await dropReads()
    assert.equal((await guest.get(api(`radio/track/${track.id}`))).status(), 404)
    assert.equal(
      (await session.get(api(`radio/track/${track.id}`))).status(),
      200,
      'the owner still has it'
    )
    assert.equal(
      (await guest.get(api(`radio/album/${album.id}`))).body().seed.name,
      'Seedling Sessions II'
    )
  })
})

import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import User from '#core/accounts/server/models/user'
import { FACTORY_PASSWORD } from '#database/factories/user_factory'
import { withoutRolePermission } from '#tests/helpers/permissions'
import { serverUrl } from '#tests/helpers/http_client'
import { MUSIC_VIEW } from '#plugins/music/permissions'
import { makeAlbum, makeArtist, makeGenre, makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { makeStreamableTrack, wait } from '#plugins/music/tests/helpers/listening'
import { subsonicCall, subsonicClient, subsonicJson } from '#plugins/music/tests/helpers/subsonic_client'
import { SubsonicListeners } from '#plugins/music/tests/helpers/subsonic_listeners'
import type Track from '#plugins/music/server/models/track'

const md5 = (text: string) => createHash('md5').update(text).digest('hex')

/**
 * The Subsonic API as apps use it: the `subsonic-api` client against the
 * real server, every JSON answer checked against the OpenSubsonic schema
 * (helpers/subsonic_client.ts), plus hand-made calls for XML, errors and
 * refused credentials.
 */
test.group('Subsonic API', (group) => {
  let listener: User
  const listeners = new SubsonicListeners()
  let appPassword: string
  let stranger: User
  let artistId: string
  let albumId: string
  let song: Track
  let strangersTrack: Track

  group.setup(async () => {
    ;[listener, stranger] = await listeners.create(2)
    appPassword = listeners.passwordOf(listener)
    const artist = await makeArtist({ name: 'Subsonic Sextet' })
    const album = await makeAlbum({ name: 'Rest Assured', artists: [artist], releaseDate: '1961-03-01' })
    album.merge({ image: '/storage/covers/rest-assured.png' })
    await album.save()
    const genre = await makeGenre('subsonic swing')
    song = await makeStreamableTrack({
      name: 'Token Salt',
      album,
      artists: [artist],
      number: 1,
      genres: [genre],
      lyrics: { text: 'Hello\nWorld', timed: [{ time: 0, text: 'Hello' }, { time: 1500, text: 'World' }] },
    })
    await makeTrack({ name: 'Second Verse', album, artists: [artist], number: 2 })
    // Someone else's private work on the same album and artist: never shown to the listener.
    strangersTrack = await makeTrack({ name: 'Stranger Demo', album, artists: [artist], number: 3, public: false, ownerId: stranger.id, genres: [genre] })
    await makeAlbum({ name: 'Stranger Private Album', artists: [artist], public: false, ownerId: stranger.id })
    // An album with no songs yet (and one with no artist): lists still answer within the schema.
    await makeAlbum({ name: 'Empty Shelf', artists: [await makeArtist({ name: 'Shelf Keepers' })], releaseDate: '1961-06-01' })
    await makeAlbum({ name: 'Nobody’s Record', artists: [], releaseDate: '1961-07-01' })
    artistId = `ar-${artist.id}`
    albumId = `al-${album.id}`
  })

  group.teardown(async () => {
    await db.from('albums').whereIn('name', ['Rest Assured', 'Stranger Private Album', 'Empty Shelf', 'Nobody’s Record']).delete()
    await db.from('artists').whereIn('name', ['Subsonic Sextet', 'Shelf Keepers']).delete()
    await db.from('genres').where('name', 'subsonic swing').delete()
  })

  const app = (options?: Parameters<SubsonicListeners['app']>[1]) => listeners.app(listener, options)
  const call = (endpoint: string, params?: Record<string, string>) => listeners.call(listener, endpoint, params)

  test('an app pings, then browses an artist to an album to a song', async ({ assert }) => {
    const api = app()
    assert.equal((await api.ping()).status, 'ok')

    const { artists } = await api.getArtists()
    const letterS = artists.index!.find((index) => index.name === 'S')!
    const listed = letterS.artist!.find((artist) => artist.id === artistId)!
    assert.equal(listed.name, 'Subsonic Sextet')
    assert.equal(listed.albumCount, 1, 'the private album of someone else is not counted')

    const { artist } = await api.getArtist({ id: artistId })
    assert.deepEqual(
      artist.album!.map((album) => album.name),
      ['Rest Assured']
    )

    const { album } = await api.getAlbum({ id: albumId })
    assert.deepEqual(
      album.song!.map((track) => track.title),
      ['Token Salt', 'Second Verse']
    )
    assert.equal(album.songCount, 2)
    assert.equal(album.year, 1961)

    const found = await api.getSong({ id: `tr-${song.id}` })
    assert.equal(found.song.title, 'Token Salt')
    assert.equal(found.song.contentType, 'audio/wav')
    assert.equal(found.song.albumId, albumId)
  })

  test('an app streams a song with a Range', async ({ assert }) => {
    const api = app({ headers: { range: 'bytes=0-99' } })
    const response = await api.stream({ id: `tr-${song.id}` })
    assert.equal(response.status, 206)
    assert.equal(response.headers.get('content-type'), 'audio/wav')
    const bytes = Buffer.from(await response.arrayBuffer())
    assert.equal(bytes.length, 100)
    assert.equal(bytes.subarray(0, 4).toString('latin1'), 'RIFF')
  })

  test('an app stars a song, scrobbles it after streaming it, and finds both in Cadenza', async ({ assert }) => {
    const api = app()
    await api.star({ id: `tr-${song.id}` })
    await api.star({ albumId } as never)
    const { starred2 } = await api.getStarred2()
    assert.deepEqual(starred2.song!.map((item) => item.id), [`tr-${song.id}`])
    assert.deepEqual(starred2.album!.map((item) => item.id), [albumId])
    const like = await db.from('likes').where({ user_id: listener.id, likeable_type: 'track', likeable_id: song.id }).first()
    assert.exists(like, 'a star is the web\'s like')
    await api.unstar({ albumId } as never)
    assert.lengthOf((await api.getStarred2()).starred2.album ?? [], 0)

    // Now playing is accepted; a submission counts once the audio was served long enough (the web player's rules).
    assert.equal((await api.scrobble({ id: `tr-${song.id}`, submission: false })).status, 'ok')
    await app({ headers: { range: 'bytes=0-' } }).stream({ id: `tr-${song.id}` }).then((response) => response.arrayBuffer())
    await wait()
    assert.equal((await api.scrobble({ id: `tr-${song.id}`, submission: true })).status, 'ok')
    const plays = await db.from('plays').where({ user_id: listener.id, track_id: song.id })
    assert.lengthOf(plays, 1)
    // Sent again, it is not counted twice.
    await api.scrobble({ id: `tr-${song.id}`, submission: true })
    assert.lengthOf(await db.from('plays').where({ user_id: listener.id, track_id: song.id }), 1)
  })

  test('the play queue saved on one device is restored on another', async ({ assert }) => {
    const phone = app()
    await phone.savePlayQueue({ id: [`tr-${song.id}`, `tr-${strangersTrack.id}`], current: `tr-${song.id}`, position: 4200 } as never)
    const desktop = app({ post: true })
    const { playQueue } = await desktop.getPlayQueue()
    assert.deepEqual(playQueue!.entry!.map((entry) => entry.id), [`tr-${song.id}`], 'a song the listener may not see is left out')
    assert.equal(playQueue!.current, `tr-${song.id}`)
    assert.equal(playQueue!.position, 4200)
    assert.equal(playQueue!.changedBy, 'subsonic-api')

    await phone.savePlayQueue({} as never)
    assert.deepEqual((await desktop.getPlayQueue()).playQueue!.entry, [])
  })

  test('album lists and search3 show what the listener may see', async ({ assert }) => {
    const api = app()
    // A year no other test's album has: the whole suite's catalogue is in the database too.
    const byYear = await api.getAlbumList2({ type: 'byYear', fromYear: 1961, toYear: 1961, size: 500 })
    const names = byYear.albumList2.album!.map((album) => album.name)
    assert.includeMembers(names, ['Rest Assured', 'Empty Shelf'])
    assert.notInclude(names, 'Stranger Private Album')
    for (const type of ['newest', 'frequent', 'alphabeticalByName', 'alphabeticalByArtist', 'random', 'starred', 'recent', 'highest'] as const) {
      const { albumList2 } = await api.getAlbumList2({ type, size: 5 })
      assert.isAtMost((albumList2.album ?? []).length, 5, type)
    }
    const invalid = await call('getAlbumList2', { type: 'loudest' })
    assert.equal(invalid.body.error.code, 0)
    assert.equal((await call('getAlbumList2')).body.error.code, 10)

    const { searchResult3 } = await api.search3({ query: 'Token Salt' })
    assert.include(searchResult3.song!.map((item) => item.title), 'Token Salt')
    const hidden = await api.search3({ query: 'Stranger Demo' })
    assert.notInclude((hidden.searchResult3.song ?? []).map((item) => item.title), 'Stranger Demo')
    // An empty query lists every song the listener may hear, page by page (apps sync their library this way).
    const everything: string[] = []
    for (let offset = 0; offset < 50_000; offset += 500) {
      const page = await api.search3({ query: '', songCount: 500, songOffset: offset, albumCount: 0, artistCount: 0 })
      const titles = (page.searchResult3.song ?? []).map((item) => item.title)
      everything.push(...titles)
      if (titles.length < 500) break
    }
    assert.include(everything, 'Second Verse')
    assert.notInclude(everything, 'Stranger Demo')
  })

  test('genres, songs by genre, random and top songs, and synced lyrics', async ({ assert }) => {
    const api = app()
    const { genres } = await api.getGenres()
    const swing = genres.genre!.find((genre) => genre.value.toLowerCase() === 'subsonic swing')!
    assert.equal(swing.songCount, 1, 'the private song of someone else is not counted')

    const byGenre = await api.getSongsByGenre({ genre: 'subsonic swing' })
    assert.deepEqual(byGenre.songsByGenre.song!.map((item) => item.title), ['Token Salt'])
    const random = await api.getRandomSongs({ size: 500, genre: 'subsonic swing' })
    assert.deepEqual(random.randomSongs.song!.map((item) => item.title), ['Token Salt'])
    const top = await api.getTopSongs({ artist: 'Subsonic Sextet' })
    assert.sameMembers(top.topSongs.song!.map((item) => item.title), ['Token Salt', 'Second Verse'])

    // The library types lyricsList as the list itself; the answer (and the schema) wrap it in structuredLyrics.
    const { lyricsList } = (await api.getLyricsBySongId({ id: `tr-${song.id}` })) as unknown as { lyricsList: { structuredLyrics: Array<{ synced: boolean; line: unknown[] }> } }
    assert.deepEqual(lyricsList.structuredLyrics[0].line, [
      { start: 0, value: 'Hello' },
      { start: 1500, value: 'World' },
    ])
    assert.isTrue(lyricsList.structuredLyrics[0].synced)
    const none = await call('getLyricsBySongId', { id: `tr-${strangersTrack.id}` })
    assert.equal(none.body.error.code, 70)
    const xml = await subsonicCall('getLyricsBySongId', { u: listener.email, p: appPassword, id: `tr-${song.id}` })
    assert.include(xml.text, '<line start="1500">World</line>')
  })

  test('cover art: a redirect to the image the web shows, for what the listener may see', async ({ assert }) => {
    const credentials = { u: listener.email, p: appPassword, f: 'json' }
    for (const id of [albumId, `tr-${song.id}`]) {
      const response = await fetch(serverUrl(`/rest/getCoverArt.view?${new URLSearchParams({ ...credentials, id, size: '300' })}`), { redirect: 'manual' })
      assert.equal(response.status, 302, id)
      assert.equal(response.headers.get('location'), '/storage/covers/rest-assured.png', id)
    }
    for (const id of [`tr-${strangersTrack.id}`, artistId, 'xx-1']) {
      const { body, problems } = await call('getCoverArt', { id })
      assert.equal(body.error.code, 70, id)
      assert.deepEqual(problems, [])
    }
  })

  test('someone else\'s private song does not exist for the listener', async ({ assert }) => {
    const { body, problems } = await call('getSong', { id: `tr-${strangersTrack.id}` })
    assert.deepEqual(problems, [])
    assert.equal(body.status, 'failed')
    assert.equal(body.error.code, 70)
  })

  test('forms POSTed like GETs, and the same calls under the OpenSubsonic apiKey', async ({ assert }) => {
    const posted = app({ post: true })
    assert.equal((await posted.getAlbum({ id: albumId })).album.name, 'Rest Assured')

    const token = await User.accessTokens.create(listener, ['*'], { name: 'Subsonic test' })
    const keyed = subsonicClient({ apiKey: token.value!.release() })
    assert.equal((await keyed.getArtist({ id: artistId })).artist.name, 'Subsonic Sextet')
    const { openSubsonicExtensions } = await keyed.getOpenSubsonicExtensions()
    assert.includeDeepMembers(openSubsonicExtensions, [{ name: 'apiKeyAuth', versions: [1] }])
  })

  test('XML by default, at /rest/x and /rest/x.view', async ({ assert }) => {
    for (const path of ['ping', 'ping.view']) {
      const response = await subsonicCall(path, { u: listener.email, p: `enc:${Buffer.from(appPassword).toString('hex')}`, v: '1.16.1', c: 'test' })
      assert.equal(response.status, 200)
      assert.match(response.contentType!, /^text\/xml/)
      assert.match(response.text, /^<\?xml version="1\.0" encoding="UTF-8"\?><subsonic-response xmlns="http:\/\/subsonic\.org\/restapi" status="ok" version="1\.16\.1" type="cadenza"/)
    }
    const album = await subsonicCall('getAlbum', { u: listener.email, p: appPassword, id: albumId })
    assert.include(album.text, '<album id="' + albumId + '" name="Rest Assured"')
    assert.include(album.text, '<song id="tr-' + song.id + '"')
    assert.notInclude(album.text, 'Stranger Demo')
  })

  test('the system endpoints answer without credentials', async ({ assert }) => {
    for (const endpoint of ['ping', 'getLicense', 'getOpenSubsonicExtensions']) {
      const { body, problems } = await subsonicJson(endpoint, {})
      assert.deepEqual(problems, [])
      assert.equal(body.status, 'ok', endpoint)
    }
  })

  test('refused credentials get the protocol\'s codes', async ({ assert }) => {
    const token = md5(appPassword + 'salty')
    const cases: Array<[Record<string, string>, number]> = [
      [{}, 10],
      [{ u: listener.email, t: token }, 10],
      [{ u: listener.email, t: md5('wrong' + 'salty'), s: 'salty' }, 40],
      // The account password is not an app password: Subsonic apps never get it.
      [{ u: listener.email, p: FACTORY_PASSWORD }, 40],
      [{ u: 'nobody@example.com', p: appPassword }, 40],
      [{ u: listener.email, t: token, s: 'salty', apiKey: 'cdz_x' }, 43],
      [{ apiKey: 'cdz_notatoken' }, 44],
    ]
    for (const [credentials, code] of cases) {
      const { body, problems } = await subsonicJson('getArtists', credentials)
      assert.deepEqual(problems, [], JSON.stringify(credentials))
      assert.equal(body.status, 'failed')
      assert.equal(body.error.code, code, JSON.stringify(credentials))
    }
    const accepted = await subsonicJson('getArtists', { u: listener.email.toUpperCase(), t: token, s: 'salty' })
    assert.equal(accepted.body.status, 'ok', 'the token scheme, with the username in any case')
  })

  test('repeated failures are refused for a while, even with the right password then', async ({ assert }) => {
    const [guesser] = await listeners.create(1)
    for (let attempt = 0; attempt < 10; attempt++) {
      assert.equal((await subsonicJson('ping', { u: guesser.email, p: `guess-${attempt}` })).body.error.code, 40)
    }
    const { body } = await listeners.call(guesser, 'ping')
    assert.equal(body.status, 'failed')
    assert.equal(body.error.code, 0)
    assert.match(body.error.message, /Too many failed attempts/)
  })

  test('a missing parameter is error 10, an unknown id 70, an unknown method a 404', async ({ assert }) => {
    const credentials = { u: listener.email, p: appPassword }
    assert.equal((await subsonicJson('getAlbum', credentials)).body.error.code, 10)
    assert.equal((await subsonicJson('getAlbum', { ...credentials, id: 'al-999999999' })).body.error.code, 70)
    assert.equal((await subsonicJson('getAlbum', { ...credentials, id: artistId })).body.error.code, 70)
    const unknown = await subsonicCall('getPodcasts.view', { ...credentials, f: 'json' })
    assert.equal(unknown.status, 404)
    assert.equal(JSON.parse(unknown.text)['subsonic-response'].error.code, 70)
  })

  test('a listener whose role may not view music is not authorized (50)', async ({ assert }) => {
    await withoutRolePermission('default', MUSIC_VIEW, async () => {
      const { body } = await call('getArtists')
      assert.equal(body.error.code, 50)
    })
  })

  test('getUser answers the listener\'s own account only', async ({ assert }) => {
    const api = app()
    const { user } = await api.getUser({ username: listener.email })
    assert.equal(user.username, listener.email)
    assert.isTrue(user.streamRole)
    const { body } = await call('getUser', { username: stranger.email })
    assert.equal(body.error.code, 50)
  })
})

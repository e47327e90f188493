import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type User from '#core/accounts/server/models/user'
import { saveSettings } from '#tests/helpers/site_settings'
import { makeAlbum, makeArtist, makeTrack } from '#plugins/music/tests/helpers/catalogue_factory'
import { makeStreamableTrack } from '#plugins/music/tests/helpers/listening'
import { SubsonicListeners } from '#plugins/music/tests/helpers/subsonic_listeners'
import type Track from '#plugins/music/server/models/track'

/** download, getNowPlaying and getLyrics, through the `subsonic-api` client and the OpenSubsonic schema. */
test.group('Subsonic API: download, now playing, lyrics', (group) => {
  let listener: User
  let stranger: User
  const listeners = new SubsonicListeners()
  let song: Track
  let strangersTrack: Track

  group.setup(async () => {
    ;[listener, stranger] = await listeners.create(2)
    const artist = await makeArtist({ name: 'Media Trio' })
    const album = await makeAlbum({ name: 'Downloadable', artists: [artist] })
    song = await makeStreamableTrack({ name: 'Take Away', album, artists: [artist], lyrics: { text: 'Carry me\nhome' } })
    strangersTrack = await makeTrack({ name: 'Take Away', album, artists: [artist], public: false, ownerId: stranger.id, plays: 999 })
    await db.table('lyrics').insert({ track_id: strangersTrack.id, text: 'Secret words', is_synced: false })
  })

  group.teardown(async () => {
    await db.from('albums').where('name', 'Downloadable').delete()
    await db.from('artists').where('name', 'Media Trio').delete()
  })

  test('download sends the original file while the site allows downloads, else error 50', async ({ assert, cleanup }) => {
    const refused = await listeners.call(listener, 'download', { id: `tr-${song.id}` })
    assert.equal(refused.body.error.code, 50)
    assert.deepEqual(refused.problems, [])
    assert.isFalse((await listeners.app(listener).getUser({ username: listener.email })).user.downloadRole)

    cleanup(await saveSettings({ 'player.enable_download': true }))
    const response = await listeners.app(listener).download({ id: `tr-${song.id}` })
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('content-type'), 'audio/wav')
    assert.equal(response.headers.get('content-disposition'), 'attachment')
    assert.equal(Buffer.from(await response.arrayBuffer()).subarray(0, 4).toString('latin1'), 'RIFF')
    assert.isTrue((await listeners.app(listener).getUser({ username: listener.email })).user.downloadRole)

    // Someone else's private song stays unknown, downloads on or off.
    assert.equal((await listeners.call(listener, 'download', { id: `tr-${strangersTrack.id}` })).body.error.code, 70)
    assert.equal((await listeners.call(listener, 'download', {})).body.error.code, 10)
  })

  test('scrobble with submission=false shows the song in getNowPlaying, for the listener only', async ({ assert }) => {
    const api = listeners.app(listener)
    assert.deepEqual((await api.getNowPlaying()).nowPlaying.entry ?? [], [])
    await api.scrobble({ id: `tr-${song.id}`, submission: false })
    const stored = await db.from('subsonic_now_playing').where('user_id', listener.id)
    assert.deepEqual(stored.map((row) => [row.track_id, row.player]), [[song.id, 'subsonic-api']])

    const { nowPlaying } = await api.getNowPlaying()
    assert.lengthOf(nowPlaying.entry!, 1)
    assert.equal(nowPlaying.entry![0].title, 'Take Away')
    assert.equal(nowPlaying.entry![0].username, listener.email)
    assert.equal(nowPlaying.entry![0].minutesAgo, 0)
    assert.deepEqual((await listeners.app(stranger).getNowPlaying()).nowPlaying.entry ?? [], [], "someone else's listening is private")

    // An old report has faded; a hidden song cannot be reported.
    await db.from('subsonic_now_playing').where('user_id', listener.id).update({ updated_at: '2020-01-01 00:00:00' })
    assert.deepEqual((await api.getNowPlaying()).nowPlaying.entry ?? [], [])
    assert.equal((await listeners.call(listener, 'scrobble', { id: `tr-${strangersTrack.id}`, submission: 'false' })).body.error.code, 70)
  })

  test('getLyrics finds the lyrics of a visible song by artist and title', async ({ assert }) => {
    const api = listeners.app(listener)
    const { lyrics } = await api.getLyrics({ artist: 'Media Trio', title: 'Take Away' })
    assert.equal(lyrics.value, 'Carry me\nhome', 'the private, more played song of someone else is skipped')
    assert.equal(lyrics.title, 'Take Away')
    assert.equal((await api.getLyrics({ title: 'Take Away' })).lyrics.value, 'Carry me\nhome')
    assert.equal((await api.getLyrics({ artist: 'Nobody', title: 'Take Away' })).lyrics.value, '')
    const missing = await listeners.call(listener, 'getLyrics', { artist: 'Media Trio' })
    assert.equal(missing.body.error.code, 10)
    assert.deepEqual(missing.problems, [])
  })
})

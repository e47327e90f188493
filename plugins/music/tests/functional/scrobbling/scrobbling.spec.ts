import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { ListenBrainzServer, LastFmServer } from '#tests/helpers/scrobble_services'
import { saveSettings } from '#tests/helpers/site_settings'
import { api, guestSession, signedInSession } from '../../helpers/music_session.js'
import { makeAlbum, makeArtist } from '../../helpers/catalogue_factory.js'
import { listenTo, makeStreamableTrack, startListening } from '../../helpers/listening.js'
import type { CookieSession } from '#tests/helpers/cookie_session'
import { sqlNow } from '#plugins/music/server/services/shared/time'

async function connectListenBrainz(session: CookieSession, token: string) {
  return session.put(api('scrobbling/listenbrainz')).json({ token })
}

async function connectionRow(userId: number, service: string) {
  return db.from('scrobble_connections').where({ user_id: userId, service }).first()
}

test.group('Scrobbling: ListenBrainz', (group) => {
  let listenbrainz: ListenBrainzServer
  let restore: () => Promise<unknown>
  group.setup(async () => {
    listenbrainz = await ListenBrainzServer.start()
    restore = await listenbrainz.configure()
    return async () => {
      await restore()
      await listenbrainz.stop()
    }
  })

  test('a token is checked, kept encrypted and never shown; a bad one is refused on its field', async ({ assert }) => {
    const { user, session } = await signedInSession()
    const refused = await connectListenBrainz(session, 'not-a-token')
    assert.equal(refused.status(), 422)
    assert.properties(refused.body().errors, ['token'])
    assert.notExists(await connectionRow(user.id, 'listenbrainz'))
    assert.equal((await session.put(api('scrobbling/listenbrainz')).json({})).status(), 422)
    assert.equal((await connectListenBrainz(session, 'token\nX-Injected: yes')).status(), 422)

    const token = listenbrainz.addUser('rob')
    const connected = await connectListenBrainz(session, token)
    assert.equal(connected.status(), 200)
    assert.containsSubset(connected.body().connections, [{ service: 'listenbrainz', username: 'rob', status: 'connected', last_error: null }])
    assert.notInclude(JSON.stringify((await session.get(api('scrobbling'))).body()), token)
    const row = await connectionRow(user.id, 'listenbrainz')
    assert.notInclude(row.credential, token)
  })

  test('while ListenBrainz cannot be reached a token is not kept, and the listener is told to come back later', async ({ assert }) => {
    const { user, session } = await signedInSession()
    const undo = await saveSettings({ 'scrobbling.listenbrainz_api_url': 'http://127.0.0.1:1' })
    try {
      const response = await connectListenBrainz(session, listenbrainz.addUser('away'))
      assert.equal(response.status(), 503)
      assert.equal(response.header('retry-after'), '60')
      assert.isString(response.body().message)
      assert.notExists(await connectionRow(user.id, 'listenbrainz'))
    } finally {
      await undo()
    }
  })

  test('a counted play reaches ListenBrainz: playing now when it starts, the listen with its time once half was heard', async ({ assert }) => {
    const { session } = await signedInSession()
    const token = listenbrainz.addUser('ada')
    await connectListenBrainz(session, token)
    const artist = await makeArtist({ name: 'Nina Lark' })
    const album = await makeAlbum({ name: 'Tidal', artists: [artist] })
    const track = await makeStreamableTrack({ name: 'Low Water', album, artists: [artist] })

    const before = Math.floor(Date.now() / 1000)
    const play = await listenTo(session, track, 1500)
    assert.equal(play.body().counted, true)

    const nowPlaying = await listenbrainz.submissions.waitFor((item) => item.token === token && item.body.listen_type === 'playing_now')
    assert.deepEqual(nowPlaying.body.payload[0].track_metadata, {
      artist_name: 'Nina Lark',
      track_name: 'Low Water',
      release_name: 'Tidal',
      additional_info: { submission_client: 'Cadenza', media_player: 'Cadenza', duration_ms: 2000 },
    })
    assert.notProperty(nowPlaying.body.payload[0], 'listened_at')
    const listen = await listenbrainz.submissions.waitFor((item) => item.token === token && item.body.listen_type === 'single')
    assert.equal(listen.body.payload[0].track_metadata.track_name, 'Low Water')
    assert.closeTo(listen.body.payload[0].listened_at, before, 2)
  })

  test('a long track is sent when the end of its listen reaches half of it, not when it counts', async ({ assert }) => {
    const { session } = await signedInSession()
    const token = listenbrainz.addUser('patient')
    await connectListenBrainz(session, token)
    // 100 s: the play counts after 30 s, the listen is sent after 50 s.
    const track = await makeStreamableTrack({ name: 'Long Form', duration: 100_000, artists: [await makeArtist()] })
    await startListening(session, track)
    // The listen began 40 s ago (what the server saw), as if the listener had been playing since.
    const began = Date.now() - 40_000
    await db.from('listen_starts').where('track_id', track.id).update({ started_at: began })
    assert.equal((await session.post(api(`tracks/${track.id}/plays`)).json({ listened_ms: 35_000 })).body().counted, true)
    const sent = () => listenbrainz.submissions.items.filter((item) => item.token === token && item.body.listen_type === 'single')
    assert.lengthOf(sent(), 0)

    // 30 s later the listener moves on, having heard 65 s.
    await db.from('plays').where('track_id', track.id).update({ created_at: sqlNow(-30) })
    await session.post(api(`tracks/${track.id}/plays/end`)).json({ listened_ms: 65_000 })
    assert.lengthOf(sent(), 1)
    // It began about 35 s (what was heard then) before it counted, 30 s ago.
    assert.closeTo(sent()[0].body.payload[0].listened_at, Math.floor(Date.now() / 1000) - 65, 3)
    // A second end report of the same listen sends nothing more.
    await session.post(api(`tracks/${track.id}/plays/end`)).json({ listened_ms: 80_000 })
    assert.lengthOf(sent(), 1)
  })

  test('a listen ListenBrainz answers 503 to is sent again; a revoked token marks the connection broken', async ({ assert }) => {
    const { user, session } = await signedInSession()
    const token = listenbrainz.addUser('grace')
    await connectListenBrainz(session, token)
    const track = await makeStreamableTrack({ artists: [await makeArtist()] })

    await startListening(session, track)
    await listenbrainz.submissions.waitFor((item) => item.token === token && item.body.listen_type === 'playing_now')
    listenbrainz.refused = 0
    listenbrainz.failNext(2)
    await listenTo(session, track, 1500)
    await listenbrainz.submissions.waitFor((item) => item.token === token && item.body.listen_type === 'single')
    assert.equal(listenbrainz.refused, 2)
    assert.lengthOf(listenbrainz.submissions.items.filter((item) => item.token === token && item.body.listen_type === 'single'), 1)
    assert.include(await connectionRow(user.id, 'listenbrainz'), { status: 'connected', last_error: null })

    listenbrainz.revoke(token)
    const other = await makeStreamableTrack({ artists: [await makeArtist()] })
    await startListening(session, other)
    const shown = (await session.get(api('scrobbling'))).body().connections[0]
    assert.equal(shown.status, 'broken')
    assert.include(shown.last_error, '401')
    assert.isString(shown.last_error_at)
  })

  test('disconnecting stops the sending; guests may not connect; an unknown service is a 404', async ({ assert }) => {
    const { user, session } = await signedInSession()
    const token = listenbrainz.addUser('lin')
    await connectListenBrainz(session, token)
    assert.equal((await session.delete(api('scrobbling/listenbrainz'))).status(), 204)
    assert.notExists(await connectionRow(user.id, 'listenbrainz'))
    assert.equal((await session.delete(api('scrobbling/listenbrainz'))).status(), 404)
    assert.equal((await session.delete(api('scrobbling/napster'))).status(), 404)

    const track = await makeStreamableTrack({ artists: [await makeArtist()] })
    await listenTo(session, track, 1500)
    assert.notExists(listenbrainz.submissions.items.find((item) => item.token === token))

    const guest = await guestSession()
    assert.equal((await connectListenBrainz(guest, listenbrainz.addUser('guest'))).status(), 401)
    assert.equal((await guest.get(api('scrobbling'))).status(), 401)
  })

  test('a listen heard offline is sent with its own time, when long enough', async ({ assert }) => {
    const { session } = await signedInSession()
    const token = listenbrainz.addUser('offline')
    await connectListenBrainz(session, token)
    const track = await makeStreamableTrack({ name: 'Saved Song', artists: [await makeArtist()] })
    const listenedAt = Math.floor(Date.now() / 1000) - 3600

    const tooShort = await session.post(api('scrobbling/offline-listens')).json({ track_id: track.id, listened_at: listenedAt, listened_ms: 200 })
    assert.equal(tooShort.status(), 422)
    assert.properties(tooShort.body().errors, ['listened_ms'])
    const tooOld = await session.post(api('scrobbling/offline-listens')).json({ track_id: track.id, listened_at: listenedAt - 30 * 86_400, listened_ms: 2000 })
    assert.properties(tooOld.body().errors, ['listened_at'])
    assert.equal((await session.post(api('scrobbling/offline-listens')).json({ track_id: 999_999, listened_at: listenedAt, listened_ms: 2000 })).status(), 404)

    const sent = await session.post(api('scrobbling/offline-listens')).json({ track_id: track.id, listened_at: listenedAt, listened_ms: 2000 })
    assert.equal(sent.status(), 202)
    const listen = await listenbrainz.submissions.waitFor((item) => item.token === token && item.body.listen_type === 'single')
    assert.equal(listen.body.payload[0].listened_at, listenedAt)
    assert.equal(listen.body.payload[0].track_metadata.track_name, 'Saved Song')
  })
})

test.group('Scrobbling: Last.fm', (group) => {
  let lastfm: LastFmServer
  let restore: () => Promise<unknown>
  group.setup(async () => {
    lastfm = await LastFmServer.start()
    restore = await lastfm.configure()
    return async () => {
      await restore()
      await lastfm.stop()
    }
  })

  /** The web auth flow as the browser goes through it: to Last.fm, which grants and sends the listener back. */
  async function connectLastFm(session: CookieSession) {
    const authorize = await session.post(api('scrobbling/lastfm/authorize'))
    assert200(authorize.status())
    const granted = await fetch(authorize.body().url, { redirect: 'manual' })
    const callback = new URL(granted.headers.get('location')!)
    return session.get(`${callback.pathname}${callback.search}`)
  }

  function assert200(status: number) {
    if (status !== 200) throw new Error(`authorize answered ${status}`)
  }

  test('connects through the web auth flow with signed calls, then scrobbles a counted play', async ({ assert }) => {
    const { user, session } = await signedInSession()
    const back = await connectLastFm(session)
    assert.equal(back.status(), 302)
    assert.equal(back.header('location'), '/account-settings?scrobbling=lastfm-connected#scrobbling')
    const getSession = lastfm.calls.items.find((call) => call.method === 'auth.getSession')!
    assert.equal(getSession.params.format, 'json')
    const shown = (await session.get(api('scrobbling'))).body()
    assert.isTrue(shown.lastfm_available)
    assert.containsSubset(shown.connections, [{ service: 'lastfm', username: 'lastfm-listener', status: 'connected' }])

    const artist = await makeArtist({ name: 'Odd Pines' })
    const track = await makeStreamableTrack({ name: 'Fog Lines', album: await makeAlbum({ name: 'Coast', artists: [artist] }), artists: [artist] })
    const before = Math.floor(Date.now() / 1000)
    await listenTo(session, track, 1500)
    const nowPlaying = await lastfm.calls.waitFor((call) => call.method === 'track.updateNowPlaying' && call.params.track === 'Fog Lines')
    assert.include(nowPlaying.params, { artist: 'Odd Pines', album: 'Coast', duration: '2' })
    const scrobble = await lastfm.calls.waitFor((call) => call.method === 'track.scrobble' && call.params.track === 'Fog Lines')
    assert.closeTo(Number(scrobble.params.timestamp), before, 2)
    assert.equal((await connectionRow(user.id, 'lastfm')).status, 'connected')

    // The listener removed the application on Last.fm: the connection shows it is broken.
    lastfm.revokeSessions()
    await startListening(session, await makeStreamableTrack({ artists: [artist] }))
    const broken = await connectionRow(user.id, 'lastfm')
    assert.equal(broken.status, 'broken')
    assert.include(broken.last_error, 'error 9')
  })

  test('a callback without the nonce of this browser connects nothing', async ({ assert }) => {
    const { user, session } = await signedInSession()
    const other = await signedInSession()
    const authorize = await session.post(api('scrobbling/lastfm/authorize'))
    const granted = await fetch(authorize.body().url, { redirect: 'manual' })
    const callback = new URL(granted.headers.get('location')!)
    // Someone else's browser opening the link (a forged callback) gets nothing.
    const forged = await other.session.get(`${callback.pathname}${callback.search}`)
    assert.equal(forged.header('location'), '/account-settings?scrobbling=lastfm-failed#scrobbling')
    assert.notExists(await connectionRow(other.user.id, 'lastfm'))
    assert.notExists(await connectionRow(user.id, 'lastfm'))
    assert.equal((await session.get(api('scrobbling/lastfm/callback'))).status(), 422)
  })

  test("without the admin's API key Last.fm is not offered", async ({ assert }) => {
    const { session } = await signedInSession()
    const undo = await saveSettings({ 'scrobbling.lastfm_api_key': null })
    try {
      assert.isFalse((await session.get(api('scrobbling'))).body().lastfm_available)
      assert.equal((await session.post(api('scrobbling/lastfm/authorize'))).status(), 409)
    } finally {
      await undo()
    }
  })
})

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { addDays, utcDay } from '#core/kernel/reports/daily_rollups'
import { rollUpDailyPlays } from '#plugins/music/server/services/reports/play_rollups'
import type { InsightsAnswer } from '#plugins/music/shared/insights_types'
import { UserFactory } from '#database/factories/user_factory'
import type { CookieSession } from '#tests/helpers/cookie_session'
import { api, signedInSession } from '../helpers/music_session.js'
import { makeAlbum, makeArtist, makeTrack } from '../helpers/catalogue_factory.js'
import { makeStreamableTrack, startListening, wait } from '../helpers/listening.js'

const endListen = (session: CookieSession, track: { id: number }, listenedMs: number, source = 'album') =>
  session.post(api(`tracks/${track.id}/plays/end`)).json({ listened_ms: listenedMs, source })

/** A counted play in the history, `daysAgo` days before today at noon UTC. */
function play(trackId: number, daysAgo: number, listener: { user_id?: number; visitor_id?: string }, extra: Record<string, unknown> = {}) {
  return {
    track_id: trackId,
    user_id: listener.user_id ?? null,
    visitor_id: listener.visitor_id ?? null,
    listened_ms: 60_000,
    self_play: false,
    country: null,
    device: null,
    platform: null,
    source: null,
    created_at: `${addDays(utcDay(), -daysAgo)} 12:00:00`,
    ...extra,
  }
}

async function emptyHistory() {
  for (const table of ['plays', 'play_skips', 'play_daily_totals', 'play_daily_top', 'play_monthly_top', 'play_span_top', 'play_insight_days', 'play_insight_values'])
    await db.from(table).delete()
}

/** Issue 17: what each listen tells insights, checked against what the server streamed. */
test.group('Music insights: recording sources, completion and skips', (group) => {
  group.each.setup(emptyHistory)

  test('a counted play keeps where it started; a source outside the list is refused', async ({ assert }) => {
    const { session } = await signedInSession()
    const track = await makeStreamableTrack()
    const wrong = await session.post(api(`tracks/${track.id}/plays`)).json({ listened_ms: 30_000, source: 'billboard' })
    assert.equal(wrong.status(), 422)
    assert.properties(wrong.body().errors, ['source'])

    await startListening(session, track)
    await wait()
    const counted = await session.post(api(`tracks/${track.id}/plays`)).json({ listened_ms: 30_000, source: 'playlist' })
    assert.isTrue(counted.body().counted)
    const stored = await db.from('plays').where('track_id', track.id).firstOrFail()
    assert.equal(stored.source, 'playlist')
  })

  test('the end of a counted listen raises its length up to the track’s, never beyond the time since it counted', async ({ assert }) => {
    const { session } = await signedInSession()
    const track = await makeStreamableTrack() // 2 s long
    await startListening(session, track)
    await wait()
    assert.isTrue((await session.post(api(`tracks/${track.id}/plays`)).json({ listened_ms: 1100 })).body().counted)
    const counted = await db.from('plays').where('track_id', track.id).firstOrFail()

    const end = await endListen(session, track, 3_600_000)
    assert.equal(end.status(), 200)
    assert.deepEqual(end.body(), { recorded: 'play' })
    const ended = await db.from('plays').where('id', counted.id).firstOrFail()
    assert.equal(Number(ended.listened_ms), 2000, 'capped by the track’s duration')
  })

  test('a streamed listen that ends before it counts is one skip; a second report of it and an unstreamed one record nothing', async ({ assert }) => {
    const { session } = await signedInSession()
    const track = await makeStreamableTrack()
    assert.deepEqual((await endListen(session, track, 200)).body(), { recorded: null }, 'nothing streamed: nothing to record')
    await startListening(session, track)
    assert.deepEqual((await endListen(session, track, 200, 'search')).body(), { recorded: 'skip' })
    assert.deepEqual((await endListen(session, track, 200, 'search')).body(), { recorded: null })
    const skips = await db.from('play_skips').where('track_id', track.id).select('source')
    assert.deepEqual(skips.map((skip) => skip.source), ['search'])
    assert.equal((await endListen(session, track, 100, 'nowhere')).status(), 422)
  })

  test('the owner skipping their own track is not a skip', async ({ assert }) => {
    const { user, session } = await signedInSession()
    const track = await makeStreamableTrack({ ownerId: user.id })
    await startListening(session, track)
    assert.deepEqual((await endListen(session, track, 200)).body(), { recorded: null })
    assert.equal((await db.from('play_skips').count('* as total'))[0].total, 0)
  })
})

/** Issue 17: GET music/insights/{tracks|albums|artists}/{id}, for the artist's managers and admins. */
test.group('Music insights: the API', (group) => {
  group.each.setup(emptyHistory)

  async function catalogue() {
    const manager = await UserFactory.create()
    const artist = await makeArtist({ name: 'Insight Artist' })
    await db.table('artist_user').insert({ artist_id: artist.id, user_id: manager.id })
    const album = await makeAlbum({ name: 'Insight Album', artists: [artist] })
    const hit = await makeTrack({ name: 'Insight Hit', artists: [artist], album, duration: 100_000 })
    const deep = await makeTrack({ name: 'Deep Cut', artists: [artist], album, duration: 100_000 })
    const listener = await UserFactory.create()
    await db.table('plays').multiInsert([
      // Today: the hit three times (two listeners; one played it through), the deep cut once.
      play(hit.id, 0, { user_id: listener.id }, { country: 'FR', device: 'mobile', platform: 'Android', source: 'playlist', listened_ms: 95_000 }),
      play(hit.id, 0, { user_id: listener.id }, { country: 'FR', device: 'mobile', platform: 'Android', source: 'playlist', listened_ms: 40_000 }),
      play(hit.id, 0, { visitor_id: 'guest-1' }, { country: 'DE', device: 'desktop', platform: 'Windows', source: 'search', listened_ms: 30_000 }),
      play(deep.id, 0, { visitor_id: 'guest-1' }, { country: 'DE', device: 'desktop', platform: 'Windows', source: 'album', listened_ms: 100_000 }),
      // The manager listening to their own music: left out.
      play(hit.id, 0, { user_id: manager.id }, { self_play: true, source: 'profile' }),
      // Ten days ago (the previous 7 days): one play.
      play(hit.id, 10, { user_id: listener.id }, { source: 'radio' }),
    ])
    await db.table('play_skips').insert({ track_id: deep.id, source: 'album', created_at: `${utcDay()} 09:00:00` })
    await rollUpDailyPlays()
    return { manager, artist, album, hit, deep }
  }

  test('the artist’s manager reads the artist’s, album’s and track’s numbers against the previous period', async ({ assert, client }) => {
    const { manager, artist, album, hit } = await catalogue()

    const response = await client.get(api(`insights/artists/${artist.id}`)).qs({ range: '7d' }).loginAs(manager)
    assert.equal(response.status(), 200)
    const body: InsightsAnswer = response.body()
    assert.deepEqual(body.subject, { type: 'artist', id: artist.id, name: 'Insight Artist', image: null, href: `/artist/${artist.id}/insight-artist` })
    assert.deepEqual(
      body.metrics.map(({ key, value, previous }) => [key, value, previous]),
      [
        ['plays', 4, 1],
        ['listeners', 2, 1],
      ]
    )
    assert.equal(body.interval, 'day')
    assert.equal(body.buckets.length, 7)
    assert.equal(body.series[0].current.at(-1), 4)
    assert.equal(body.series[0].previous.at(-4), 1, 'ten days ago is the previous period’s fourth day from its end')
    // Completed: 95 s and 100 s of 100 s tracks. Skips: one of five listens started.
    assert.deepEqual(body.rates, { completion: { value: 0.5, previous: 0 }, skip: { value: 0.2, previous: 0 } })
    const ranking = (key: string) => body.rankings.find((item) => item.key === key)!.items.map(({ label, value }) => [label, value])
    assert.deepEqual(ranking('tracks'), [
      ['Insight Hit', 3],
      ['Deep Cut', 1],
    ])
    assert.deepEqual(ranking('countries'), [
      ['DE', 2],
      ['FR', 2],
    ])
    assert.deepEqual(ranking('sources'), [
      ['playlist', 2],
      ['album', 1],
      ['search', 1],
    ])
    assert.deepEqual(ranking('devices'), [
      ['desktop', 2],
      ['mobile', 2],
    ])

    const ofAlbum: InsightsAnswer = (await client.get(api(`insights/albums/${album.id}`)).qs({ range: '30d' }).loginAs(manager)).body()
    assert.deepEqual([ofAlbum.metrics[0].value, ofAlbum.metrics[0].previous], [5, 0])
    assert.equal(ofAlbum.subject.href, `/album/${album.id}/insight-artist/insight-album`)
    const ofTrack: InsightsAnswer = (await client.get(api(`insights/tracks/${hit.id}`)).qs({ range: '7d' }).loginAs(manager)).body()
    assert.deepEqual(ofTrack.metrics.map(({ value }) => value), [3, 2])
    assert.isUndefined(ofTrack.rankings.find((item) => item.key === 'tracks'), 'a track has no top tracks')
    assert.deepEqual(ofTrack.rates.skip, { value: 0, previous: 0 })
  })

  test('another artist’s manager gets 403 for every subject, a guest 401, an unknown id 404; admins read any', async ({ assert, client }) => {
    const { artist, album, hit } = await catalogue()
    const stranger = await UserFactory.create()
    const otherArtist = await makeArtist({ name: 'Someone Else' })
    await db.table('artist_user').insert({ artist_id: otherArtist.id, user_id: stranger.id })
    for (const path of [`artists/${artist.id}`, `albums/${album.id}`, `tracks/${hit.id}`, `tracks/${hit.id}/export`]) {
      const refused = await client.get(api(`insights/${path}`)).loginAs(stranger)
      assert.equal(refused.status(), 403, path)
      assert.notProperty(refused.body(), 'metrics')
      assert.equal((await client.get(api(`insights/${path}`))).status(), 401, path)
    }
    assert.equal((await client.get(api('insights/tracks/999999')).loginAs(stranger)).status(), 404)
    assert.equal((await client.get(api(`insights/playlists/${hit.id}`)).loginAs(stranger)).status(), 404)

    const admin = await UserFactory.apply('admin').create()
    const asAdmin = await client.get(api(`insights/albums/${album.id}`)).loginAs(admin)
    assert.equal(asAdmin.status(), 200)
    assert.equal(asAdmin.body().subject.name, 'Insight Album')
  })

  test('a range that is not one is 422 naming the field', async ({ assert, client }) => {
    const { manager, artist } = await catalogue()
    const bad = await client.get(api(`insights/artists/${artist.id}`)).qs({ range: 'custom', start: '2026-02-30', end: utcDay() }).loginAs(manager)
    assert.equal(bad.status(), 422)
    assert.properties(bad.body().errors, ['start'])
    const custom = await client
      .get(api(`insights/artists/${artist.id}`))
      .qs({ range: 'custom', start: addDays(utcDay(), -13), end: utcDay() })
      .loginAs(manager)
    assert.equal(custom.status(), 200)
    assert.deepEqual(custom.body().previous, { start: addDays(utcDay(), -27), end: addDays(utcDay(), -14) })
  })

  test('the CSV export has a row per day of the range', async ({ assert, client }) => {
    const { manager, album } = await catalogue()
    const response = await client.get(api(`insights/albums/${album.id}/export`)).qs({ range: '7d' }).loginAs(manager)
    assert.equal(response.status(), 200)
    assert.match(response.header('content-type') ?? '', /text\/csv/)
    assert.match(response.header('content-disposition') ?? '', new RegExp(`album-${album.id}-insights-`))
    const lines = response.text().replace(/^\uFEFF/, '').trim().split('\n')
    assert.equal(lines[0], 'Date,Plays,Unique listeners,Completed plays,Skips')
    assert.lengthOf(lines, 8)
    assert.equal(lines[7], `${utcDay()},4,2,2,1`)
  })
})

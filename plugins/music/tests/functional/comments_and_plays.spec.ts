import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { api, guestSession, signedInSession } from '../helpers/music_session.js'
import { makeAlbum, makeArtist, makeTrack } from '../helpers/catalogue_factory.js'
import { countQueries } from '../helpers/query_counter.js'
import { rollUpPlayCounts } from '#plugins/music/server/services/plays/play_counts'
import {
  listenTo,
  makeStreamableTrack,
  reportPlay,
  startListening,
  wait,
} from '../helpers/listening.js'

test.group('Music API: comments', () => {
  test('comment at a position, reply, edit and delete own comments', async ({ assert }) => {
    const { user, session } = await signedInSession()
    const other = await signedInSession()
    const track = await makeTrack()
    const created = await session
      .post(api('comments'))
      .json({
        commentable_type: 'track',
        commentable_id: track.id,
        content: ' Great drop ',
        position: 42,
      })
    assert.equal(created.status(), 201)
    const comment = created.body().comment
    assert.include(comment, { content: 'Great drop', position: 42, parent_id: null })
    assert.equal(comment.user.id, user.id)

    const reply = await other.session
      .post(api('comments'))
      .json({
        commentable_type: 'track',
        commentable_id: track.id,
        content: 'Agreed',
        parent_id: comment.id,
      })
    assert.equal(reply.status(), 201)
    // A reply to a reply joins the thread.
    const nested = await session
      .post(api('comments'))
      .json({
        commentable_type: 'track',
        commentable_id: track.id,
        content: 'Thanks',
        parent_id: reply.body().comment.id,
      })
    assert.equal(nested.body().comment.parent_id, comment.id)

    const list = (await (await guestSession()).get(api(`tracks/${track.id}/comments`))).body()
      .pagination
    assert.lengthOf(list.data, 1)
    assert.deepEqual(
      list.data[0].replies.map((r: any) => r.content),
      ['Agreed', 'Thanks']
    )

    assert.equal(
      (await other.session.put(api(`comments/${comment.id}`)).json({ content: 'hijack' })).status(),
      403
    )
    assert.equal((await other.session.delete(api(`comments/${comment.id}`))).status(), 403)
    const edited = await session.put(api(`comments/${comment.id}`)).json({ content: 'Great drop!' })
    assert.equal(edited.body().comment.content, 'Great drop!')
    assert.equal((await session.delete(api(`comments/${comment.id}`))).status(), 204)
    assert.equal(
      Number(
        (
          await db
            .from('comments')
            .where('commentable_id', track.id)
            .where('commentable_type', 'track')
            .count('* as n')
            .first()
        ).n
      ),
      0
    )
  })

  test('comments validate input and targets', async ({ assert }) => {
    const { session } = await signedInSession()
    const album = await makeAlbum()
    const bad = await session
      .post(api('comments'))
      .json({ commentable_type: 'artist', commentable_id: 1, content: '' })
    assert.equal(bad.status(), 422)
    assert.properties(bad.body().errors, ['commentable_type', 'content'])
    assert.equal(
      (
        await session
          .post(api('comments'))
          .json({ commentable_type: 'album', commentable_id: 999999, content: 'hi' })
      ).status(),
      404
    )
    const wrongParent = await session
      .post(api('comments'))
      .json({
        commentable_type: 'album',
        commentable_id: album.id,
        content: 'hi',
        parent_id: 999999,
      })
    assert.equal(wrongParent.status(), 422)
    assert.equal(
      (
        await (
          await guestSession()
        )
          .post(api('comments'))
          .json({ commentable_type: 'album', commentable_id: album.id, content: 'hi' })
      ).status(),
      401
    )
    assert.equal((await session.put(api('comments/999999')).json({ content: 'x' })).status(), 404)
    const ok = await session
      .post(api('comments'))
      .json({
        commentable_type: 'album',
        commentable_id: album.id,
        content: '<script>alert(1)</script>',
      })
    assert.equal(ok.body().comment.content, '<script>alert(1)</script>')
    assert.equal(
      (await session.get(api(`albums/${album.id}/comments`))).body().pagination.data.length,
      1
    )
  })
})

test.group('Music API: play recording', () => {
  test('a listen counts once, after the minimum time since its audio was served, and lands in the history', async ({
    assert,
  }) => {
    const { user, session } = await signedInSession()
    const artist = await makeArtist()
    const album = await makeAlbum({ artists: [artist] })
    const track = await makeStreamableTrack({ album, artists: [artist] })

    // Nothing was streamed: whatever the player claims, nothing was heard.
    assert.deepEqual((await reportPlay(session, track, 30_000)).body(), {
      counted: false,
      reason: 'not_streamed',
      plays: 0,
    })
    // Streamed just now: the claim is capped by the time since, under half of the 2 s track.
    await startListening(session, track)
    assert.deepEqual((await reportPlay(session, track, 30_000)).body(), {
      counted: false,
      reason: 'too_short',
      plays: 0,
    })
    await wait()
    const counted = await reportPlay(session, track, 1500)
    assert.deepEqual(counted.body(), { counted: true, plays: 1 })
    // The listen is used up; the same report again, or a new listen sooner than the last one lasted, counts nothing.
    assert.deepEqual((await reportPlay(session, track, 1500)).body(), {
      counted: false,
      reason: 'not_streamed',
      plays: 1,
    })
    await startListening(session, track)
    assert.deepEqual((await reportPlay(session, track, 1500)).body().counted, false)

    await rollUpPlayCounts()
    assert.equal((await db.from('tracks').where('id', track.id).first()).plays, 1)
    assert.equal((await db.from('albums').where('id', album.id).first()).plays, 1)
    assert.equal((await db.from('artists').where('id', artist.id).first()).plays, 1)
    const play = await db.from('plays').where('track_id', track.id).first()
    assert.equal(play.user_id, user.id)
    const history = (await session.get(api('library/history'))).body().pagination.data
    assert.equal(history[0].id, track.id)
    assert.isString(history[0].played_at)
  })

  test('guests are counted by a visitor cookie; bad input is refused', async ({ assert }) => {
    const guest = await guestSession()
    const track = await makeStreamableTrack()
    await startListening(guest, track)
    await wait()
    const response = await reportPlay(guest, track, 1500, {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
    })
    assert.deepEqual(response.body(), { counted: true, plays: 1 })
    const play = await db.from('plays').where('track_id', track.id).first()
    assert.isNull(play.user_id)
    assert.isString(play.visitor_id)
    assert.equal(play.device, 'mobile')
    assert.equal(
      (await guest.post(api(`tracks/${track.id}/plays`)).json({ listened_ms: -1 })).status(),
      422
    )
    assert.equal((await guest.post(api(`tracks/${track.id}/plays`)).json({})).status(), 422)
    assert.equal(
      (await guest.post(api('tracks/999999/plays')).json({ listened_ms: 40_000 })).status(),
      404
    )
  })

  test("the track's, album's and artists' counters rise in batches; the history and the answer are exact at once", async ({
    assert,
  }) => {
    await rollUpPlayCounts()
    const first = await makeArtist()
    const second = await makeArtist()
    const album = await makeAlbum({ artists: [first] })
    const track = await makeStreamableTrack({ album, artists: [first, second] })
    const single = await makeStreamableTrack({ artists: [second] })
    const listeners = await Promise.all([signedInSession(), signedInSession(), guestSession()])
    const sessions = listeners.map((listener) =>
      'session' in listener ? listener.session : listener
    )
    for (const session of sessions) await startListening(session, track)
    await startListening(sessions[0], single)
    await wait()
    for (const session of sessions)
      assert.equal((await reportPlay(session, track, 30_000)).body().counted, true)
    const last = await reportPlay(sessions[0], single, 30_000)
    assert.deepEqual(last.body(), { counted: true, plays: 1 })
    assert.equal(
      (await sessions[1].get(api('library/history'))).body().pagination.data[0].id,
      track.id
    )

    const counters = async () => ({
      track: (await db.from('tracks').where('id', track.id).first()).plays,
      single: (await db.from('tracks').where('id', single.id).first()).plays,
      album: (await db.from('albums').where('id', album.id).first()).plays,
      first: (await db.from('artists').where('id', first.id).first()).plays,
      second: (await db.from('artists').where('id', second.id).first()).plays,
    })
    assert.deepEqual(await counters(), { track: 0, single: 0, album: 0, first: 0, second: 0 })
    assert.equal(await rollUpPlayCounts(), 4)
    assert.deepEqual(await counters(), { track: 3, single: 1, album: 3, first: 3, second: 4 })
    assert.equal(await rollUpPlayCounts(), 0, 'each play is counted once')
    assert.deepEqual(await counters(), { track: 3, single: 1, album: 3, first: 3, second: 4 })
  })

  test("a play leaves the cached artist page in memory and shows in the listener's history at once", async ({
    assert,
  }) => {
    const { session } = await signedInSession()
    const artist = await makeArtist()
    const track = await makeStreamableTrack({ artists: [artist] })
    const artistPage = () => session.get(api(`artists/${artist.id}`))
    assert.deepEqual((await session.get(api('library/history'))).body().pagination.data, [])
    assert.equal((await artistPage()).body().top_tracks[0].plays, 0)

    assert.isTrue((await listenTo(session, track)).body().counted)
    const history = (await session.get(api('library/history'))).body().pagination.data
    assert.deepEqual(
      history.map((item: { id: number }) => item.id),
      [track.id]
    )
    // Read caches are on with SQLite only (see core/kernel/database/read_cache.ts).
    if (db.connection().dialect.name !== 'mysql')
      assert.equal(
        await countQueries(artistPage),
        0,
        'the artist page is answered from memory after a play'
      )

    // The roll-up writes the counters: the page is read again and shows them.
    await rollUpPlayCounts()
    assert.equal((await artistPage()).body().top_tracks[0].plays, 1)
  })
})

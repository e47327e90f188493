import { test } from '@japa/runner'
import { playSourceOf } from '../../../web/player/engine/play_source.js'
import { flush, makePlayer, tracks } from './fakes.js'

/** Issue 17: every listen tells insights where it started and how long it lasted. */
test.group('Player engine | sources and listen ends', () => {
  test('a play is reported with the source of the queue it started from', ({ assert }) => {
    const { engine, audio, plays } = makePlayer()
    engine.playNow(tracks(1, 2), 0, { type: 'playlist', id: 7, name: 'Mix' })
    audio.advance(0, 30)
    assert.deepEqual(plays.reports, [[1, 30000]])
    assert.deepEqual(plays.sources, ['playlist'])
  })

  test('moving on ends the listen with what was heard and its own source, even after the queue changed', async ({ assert }) => {
    const { engine, audio, plays } = makePlayer()
    engine.playNow(tracks(1, 2), 0, { type: 'album', id: 3 })
    audio.advance(0, 12)
    await engine.next()
    assert.deepEqual(plays.ends, [{ trackId: 1, listenedMs: 12000, source: 'album', keepalive: false }], 'a skip of track 1, from the album')
    audio.advance(0, 200)
    engine.playNow(tracks(9), 0, { type: 'search', id: 'x' })
    assert.deepEqual(plays.ends.at(-1), { trackId: 2, listenedMs: 200000, source: 'album', keepalive: false }, 'track 2 heard whole')
    await flush()
  })

  test('a listen with nothing heard reports no end; a restart is a new listen', ({ assert }) => {
    const { engine, audio, plays } = makePlayer()
    engine.playNow(tracks(1, 2))
    engine.playIndex(1)
    assert.deepEqual(plays.ends, [], 'track 1 never sounded')
    audio.advance(0, 40)
    engine.seek(60)
    engine.previous() // past the first seconds: back to the start of the same track
    assert.deepEqual(
      plays.ends.map(({ trackId, listenedMs }) => [trackId, listenedMs]),
      [[2, 40000]]
    )
  })

  test('the page going away reports the listen so far with keepalive, and listening on is a new listen', ({ assert }) => {
    const { engine, audio, plays } = makePlayer()
    engine.playNow(tracks(1), 0, { type: 'album', id: 1, source: 'embed' })
    audio.advance(0, 8)
    engine.leave()
    assert.deepEqual(plays.ends, [{ trackId: 1, listenedMs: 8000, source: 'embed', keepalive: true }])
    engine.leave()
    assert.lengthOf(plays.ends, 1, 'nothing heard since')
  })

  test('sources from the contexts the pages play as', ({ assert }) => {
    assert.deepEqual(
      [
        { type: 'album' },
        { type: 'radio' },
        { type: 'genre' },
        { type: 'library-songs' },
        { type: 'user-tracks' },
        { type: 'lyrics-editor' },
        { type: 'track', source: 'embed' as const },
      ].map((context) => playSourceOf(context)),
      ['album', 'radio', 'tag', 'library', 'profile', 'other', 'embed']
    )
    assert.equal(playSourceOf(null), 'other')
  })
})

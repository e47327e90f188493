import { test } from '@japa/runner'
import {
  MAX_FAILED_SKIPS,
  PRELOAD_LEAD_SECONDS,
  SKIP_AFTER_ERROR_MS,
  TRACK_UNPLAYABLE,
} from '../../../web/player/engine/player_engine.js'
import { flush, makePlayer, MemoryStorage, tracks } from './fakes.js'

test.group('Player engine | a track that cannot play', () => {
  test('shows the message, then skips to the next track', async ({ assert }) => {
    const { engine, state, audio, clock, mediaSession } = makePlayer()
    engine.playNow(tracks(1, 2, 3))
    audio.emit({ type: 'error' })
    assert.equal(TRACK_UNPLAYABLE, "This track can't be played right now.")
    assert.deepInclude(state(), { status: 'error', error: TRACK_UNPLAYABLE })
    assert.equal(state().current?.track.id, 1)
    assert.equal(mediaSession.state, 'paused')

    audio.emit({ type: 'error' })
    clock.advance(SKIP_AFTER_ERROR_MS - 1)
    assert.equal(state().current?.track.id, 1)
    clock.advance(1)
    await flush()
    assert.equal(state().current?.track.id, 2)
    assert.deepInclude(state(), { status: 'playing', error: null })
  })

  test('the listener acting first cancels the skip', async ({ assert }) => {
    const { engine, state, audio, clock } = makePlayer()
    engine.playNow(tracks(1, 2, 3))
    audio.emit({ type: 'error' })
    engine.pause()
    clock.advance(SKIP_AFTER_ERROR_MS)
    await flush()
    assert.equal(state().current?.track.id, 1)
    assert.equal(state().status, 'error', 'the message stays until something plays')

    audio.emit({ type: 'error' })
    engine.playIndex(2)
    clock.advance(SKIP_AFTER_ERROR_MS)
    await flush()
    assert.equal(state().current?.track.id, 3)
  })

  test('play after a failure tries the track again from the start', ({ assert }) => {
    const { engine, state, audio } = makePlayer()
    engine.playNow(tracks(1, 2))
    audio.emit({ type: 'time', position: 30 })
    audio.emit({ type: 'error' })
    engine.pause()
    audio.calls = []
    engine.play()
    assert.deepEqual(audio.calls, ['load /api/v1/music/tracks/1/stream @0', 'play'])
    assert.deepInclude(state(), { status: 'playing', error: null })
  })

  test('stops skipping when every track fails', async ({ assert }) => {
    const { engine, state, audio, clock } = makePlayer()
    engine.playNow(tracks(1, 2, 3), 0, { type: 'queue', radioSeed: null })
    audio.onPlay = () => Promise.resolve()
    for (let attempt = 0; attempt < 3; attempt++) {
      audio.emit({ type: 'error' })
      clock.advance(SKIP_AFTER_ERROR_MS)
      await flush()
    }
    assert.equal(state().current?.track.id, 3)
    assert.equal(state().status, 'error')
    assert.equal(clock.pendingTimers, 0)
  })

  test(`a dead connection stops after ${MAX_FAILED_SKIPS} failures in a row`, async ({
    assert,
  }) => {
    const { engine, state, audio, clock } = makePlayer()
    engine.playNow(tracks(1, 2, 3, 4, 5, 6, 7, 8))
    audio.onPlay = () => Promise.resolve()
    for (let attempt = 0; attempt < 7; attempt++) {
      audio.emit({ type: 'error' })
      clock.advance(SKIP_AFTER_ERROR_MS)
      await flush()
    }
    assert.equal(state().currentIndex, MAX_FAILED_SKIPS - 1)
    assert.equal(state().status, 'error')
  })

  test('a track that plays resets the failure count', async ({ assert }) => {
    const { engine, state, audio, clock } = makePlayer()
    engine.playNow(tracks(1, 2, 3, 4, 5, 6, 7, 8))
    for (let attempt = 0; attempt < 7; attempt++) {
      audio.emit({ type: 'error' })
      clock.advance(SKIP_AFTER_ERROR_MS)
      await flush()
    }
    assert.equal(state().currentIndex, 7, 'each next track played before failing')
  })

  test('a failure while paused shows the message without skipping', ({ assert }) => {
    const { engine, state, audio, clock } = makePlayer()
    engine.playNow(tracks(1, 2))
    engine.pause()
    audio.emit({ type: 'error' })
    clock.advance(SKIP_AFTER_ERROR_MS)
    assert.deepInclude(state(), { status: 'error', currentIndex: 0 })
  })

  test('events after the queue was emptied are ignored', ({ assert }) => {
    const { engine, state, audio } = makePlayer()
    engine.playNow(tracks(1))
    engine.remove(0)
    audio.emit({ type: 'error' })
    audio.emit({ type: 'time', position: 3 })
    assert.deepInclude(state(), { status: 'idle', error: null, position: 0 })
  })
})

test.group('Player engine | preloading', () => {
  test('the next track buffers in the last seconds of the current one', ({ assert }) => {
    const { engine, audio } = makePlayer()
    engine.playNow(tracks(1, 2, 3))
    audio.emit({ type: 'time', position: 200 - PRELOAD_LEAD_SECONDS - 1 })
    assert.deepEqual(audio.preloaded, [])
    audio.emit({ type: 'time', position: 200 - PRELOAD_LEAD_SECONDS })
    audio.emit({ type: 'time', position: 190 })
    assert.deepEqual(audio.preloaded, ['/api/v1/music/tracks/2/stream'], 'asked once')
  })

  test('follows what comes next: a queued track, the first one with repeat all, none with repeat one', ({
    assert,
  }) => {
    const { engine, audio } = makePlayer()
    engine.playNow(tracks(1, 2), 1)
    engine.playNext(tracks(9))
    audio.emit({ type: 'time', position: 190 })
    engine.remove(2)
    engine.cycleRepeat()
    audio.emit({ type: 'time', position: 191 })
    engine.cycleRepeat()
    audio.emit({ type: 'time', position: 192 })
    assert.deepEqual(audio.preloaded, [
      '/api/v1/music/tracks/9/stream',
      '/api/v1/music/tracks/1/stream',
    ])
  })

  test('the next track buffers as soon as this one is fully buffered', ({ assert }) => {
    const { engine, audio } = makePlayer()
    engine.playNow(tracks(1, 2, 3))
    audio.emit({ type: 'buffered', buffered: 120 })
    assert.deepEqual(audio.preloaded, [])
    audio.emit({ type: 'buffered', buffered: 199.5 })
    assert.deepEqual(audio.preloaded, ['/api/v1/music/tracks/2/stream'])
  })

  test('a track about to be played can be buffered ahead; the next one is asked for again', ({
    assert,
  }) => {
    const { engine, audio } = makePlayer()
    engine.playNow(tracks(1, 2))
    audio.emit({ type: 'time', position: 190 })
    engine.preloadTrack(tracks(7)[0])
    audio.emit({ type: 'time', position: 191 })
    assert.deepEqual(audio.preloaded, [
      '/api/v1/music/tracks/2/stream',
      '/api/v1/music/tracks/7/stream',
      '/api/v1/music/tracks/2/stream',
    ])
  })

  test('warmUp loads the restored track, paused at its position, so play starts at once', ({
    assert,
  }) => {
    const storage = new MemoryStorage()
    makePlayer({ storage }).engine.playNow(tracks(1, 2))
    storage.playback = { ...storage.playback!, position: 30 }
    const { engine, audio, state } = makePlayer({ storage })
    engine.preloadTrack(tracks(1)[0])
    assert.deepEqual(audio.calls, ['load /api/v1/music/tracks/1/stream @30'])
    assert.equal(state().status, 'paused')
    engine.warmUp()
    engine.play()
    assert.deepEqual(audio.calls, ['load /api/v1/music/tracks/1/stream @30', 'play'])
    assert.equal(state().status, 'playing')
    assert.doesNotThrow(() => makePlayer().engine.warmUp())
  })

  test('the next track waits until the current one has started, and stalls', ({ assert }) => {
    const { engine, audio, state } = makePlayer()
    audio.onPlay = () => Promise.resolve()
    engine.playNow(tracks(1, 2, 3))
    audio.emit({ type: 'buffered', buffered: 199.5 })
    audio.emit({ type: 'time', position: 190 })
    assert.equal(state().status, 'loading')
    assert.deepEqual(audio.preloaded, [], 'not while track 1 is starting')

    audio.emit({ type: 'playing' })
    assert.deepEqual(audio.preloaded, ['/api/v1/music/tracks/2/stream'])

    engine.playIndex(1)
    audio.emit({ type: 'playing' })
    audio.emit({ type: 'waiting' })
    audio.emit({ type: 'time', position: 195 })
    assert.deepEqual(audio.preloaded, ['/api/v1/music/tracks/2/stream'], 'not while track 2 stalls')
    audio.emit({ type: 'playing' })
    assert.deepEqual(audio.preloaded, [
      '/api/v1/music/tracks/2/stream',
      '/api/v1/music/tracks/3/stream',
    ])
  })

  test("a page's track is primed (metadata only) while nothing plays, and then loads from there", ({
    assert,
  }) => {
    const { engine, audio } = makePlayer()
    engine.primeTrack(tracks(5)[0])
    assert.deepEqual(audio.preloaded, ['/api/v1/music/tracks/5/stream (metadata)'])
    engine.playNow(tracks(5))
    assert.deepEqual(audio.calls, ['load /api/v1/music/tracks/5/stream @0', 'play'])

    engine.primeTrack(tracks(6)[0])
    assert.lengthOf(audio.preloaded, 1, 'the spare source is kept for what plays next')
    engine.pause()
    engine.primeTrack(tracks(5)[0])
    assert.lengthOf(audio.preloaded, 1, 'the paused track is loaded already')
    engine.primeTrack(tracks(6)[0])
    assert.deepEqual(audio.preloaded, [
      '/api/v1/music/tracks/5/stream (metadata)',
      '/api/v1/music/tracks/6/stream (metadata)',
    ])
  })

  test('a restored track is primed into the spare source: play takes it from there', ({
    assert,
  }) => {
    const storage = new MemoryStorage()
    makePlayer({ storage }).engine.playNow(tracks(1, 2))
    const { engine, audio } = makePlayer({ storage })
    engine.primeTrack(tracks(1)[0])
    assert.deepEqual(audio.preloaded, ['/api/v1/music/tracks/1/stream (metadata)'])
    assert.deepEqual(audio.calls, [], 'nothing loaded in the active source')
  })

  test('nothing to preload without a duration or at the end of the queue', ({ assert }) => {
    const { engine, audio } = makePlayer()
    engine.playNow([{ ...tracks(1)[0], duration: null }, ...tracks(2)])
    audio.emit({ type: 'time', position: 190 })
    engine.playIndex(1)
    audio.emit({ type: 'time', position: 190 })
    assert.deepEqual(audio.preloaded, [])
  })
})

test.group('Player engine | media session', () => {
  test('shows the track and follows play, pause and seek', ({ assert }) => {
    const { engine, mediaSession, audio } = makePlayer()
    engine.playNow(tracks(1, 2))
    assert.equal(mediaSession.metadata?.id, 1)
    assert.equal(mediaSession.state, 'playing')
    audio.emit({ type: 'duration', duration: 180 })
    assert.deepEqual(mediaSession.positions.at(-1), [0, 180])
    engine.pause()
    assert.equal(mediaSession.state, 'paused')
    engine.seek(30)
    assert.deepEqual(mediaSession.positions.at(-1), [30, 180])
  })

  test('media keys and the lock screen drive the engine', async ({ assert }) => {
    const { engine, mediaSession, state } = makePlayer()
    engine.playNow(tracks(1, 2, 3))
    const handlers = mediaSession.handlers!
    handlers.pause()
    assert.equal(state().status, 'paused')
    handlers.play()
    assert.equal(state().status, 'playing')
    handlers.next()
    await flush()
    assert.equal(state().current?.track.id, 2)
    handlers.previous()
    assert.equal(state().current?.track.id, 1)
    handlers.seekTo(77)
    assert.equal(state().position, 77)
  })
})

import { test } from '@japa/runner'
import { flush, makePlayer, tracks } from './fakes.js'

test.group('Player engine | play and pause', () => {
  test('pause, play and toggle drive the audio', ({ assert }) => {
    const { engine, state, audio } = makePlayer()
    engine.playNow(tracks(1, 2))
    audio.calls = []

    engine.pause()
    assert.equal(state().status, 'paused')
    engine.play()
    assert.equal(state().status, 'playing')
    engine.toggle()
    assert.equal(state().status, 'paused')
    engine.toggle()
    assert.equal(state().status, 'playing')
    assert.deepEqual(audio.calls, ['pause', 'play', 'pause', 'play'])
  })

  test('shows loading until the audio reports sound', ({ assert }) => {
    const { engine, state, audio } = makePlayer()
    audio.onPlay = () => Promise.resolve()
    engine.playNow(tracks(1))
    assert.equal(state().status, 'loading')
    audio.emit({ type: 'playing' })
    assert.equal(state().status, 'playing')

    audio.emit({ type: 'waiting' })
    assert.equal(state().status, 'loading', 'buffering mid-track')
    audio.emit({ type: 'playing' })
    engine.toggle()
    assert.equal(state().status, 'paused', 'toggle while loading pauses')
  })

  test('play, pause and transport do nothing on an empty queue', async ({ assert }) => {
    const { engine, state, audio } = makePlayer()
    engine.play()
    engine.pause()
    engine.toggle()
    engine.previous()
    await engine.next()
    engine.seek(10)
    assert.equal(state().status, 'idle')
    assert.deepEqual(audio.calls, [])
  })

  test('a blocked autoplay leaves the player paused, waiting for a click', async ({ assert }) => {
    const { engine, state, audio, mediaSession } = makePlayer()
    audio.onPlay = () =>
      Promise.reject(Object.assign(new Error('gesture needed'), { name: 'NotAllowedError' }))
    engine.playNow(tracks(1))
    await flush()
    assert.equal(state().status, 'paused')
    assert.equal(mediaSession.state, 'paused')
  })

  test('an aborted play (a newer load replaced it) changes nothing', async ({ assert }) => {
    const { engine, state, audio } = makePlayer()
    audio.onPlay = () => Promise.reject(Object.assign(new Error('aborted'), { name: 'AbortError' }))
    engine.playNow(tracks(1))
    await flush()
    assert.equal(state().status, 'loading')
  })

  test('a pause from outside (headphones unplugged) pauses the player', ({ assert }) => {
    const { engine, state, audio, mediaSession } = makePlayer()
    engine.playNow(tracks(1))
    audio.emit({ type: 'pause' })
    assert.equal(state().status, 'paused')
    assert.equal(mediaSession.state, 'paused')
    engine.toggle()
    assert.equal(state().status, 'playing')
  })

  test('pause events while loading are the noise of a source change', ({ assert }) => {
    const { engine, state, audio } = makePlayer()
    audio.onPlay = () => Promise.resolve()
    engine.playNow(tracks(1))
    audio.emit({ type: 'pause' })
    assert.equal(state().status, 'loading')
  })

  test('a source that turns out ready without play stays paused', ({ assert }) => {
    const { engine, state, audio } = makePlayer()
    audio.onPlay = () => Promise.resolve()
    engine.playNow(tracks(1))
    engine.pause()
    audio.emit({ type: 'canplay' })
    audio.emit({ type: 'waiting' })
    assert.equal(state().status, 'paused')
  })

  test('the audio reports position, real duration and buffer', ({ assert }) => {
    const { engine, state, audio } = makePlayer()
    engine.playNow(tracks(1))
    audio.emit({ type: 'duration', duration: 187.5 })
    audio.emit({ type: 'duration', duration: Number.NaN })
    audio.emit({ type: 'time', position: 12 })
    audio.emit({ type: 'buffered', buffered: 60 })
    assert.deepInclude(state(), { duration: 187.5, position: 12, buffered: 60 })
  })
})

test.group('Player engine | previous and next', () => {
  test('next moves on and plays', async ({ assert }) => {
    const { engine, state, audio } = makePlayer()
    engine.playNow(tracks(1, 2, 3))
    engine.pause()
    await engine.next()
    assert.equal(state().current?.track.id, 2)
    assert.equal(state().status, 'playing')
    assert.equal(audio.src, '/api/v1/music/tracks/2/stream')
  })

  test('next at the end wraps with repeat all', async ({ assert }) => {
    const { engine, state } = makePlayer()
    engine.playNow(tracks(1, 2), 1)
    engine.cycleRepeat()
    await engine.next()
    assert.equal(state().currentIndex, 0)
    assert.equal(state().status, 'playing')
  })

  test('next at the end without repeat or radio stops on the last track', async ({ assert }) => {
    const { engine, state, audio } = makePlayer()
    engine.playNow(tracks(1, 2), 1, { type: 'search', radioSeed: null })
    audio.emit({ type: 'time', position: 50 })
    await engine.next()
    assert.deepInclude(state(), { currentIndex: 1, status: 'paused', position: 0 })
    assert.include(audio.calls, 'seek 0')
  })

  test('next with repeat one still moves on (repeat one is for tracks that end)', async ({
    assert,
  }) => {
    const { engine, state } = makePlayer()
    engine.playNow(tracks(1, 2))
    engine.cycleRepeat()
    engine.cycleRepeat()
    assert.equal(state().repeat, 'one')
    await engine.next()
    assert.equal(state().current?.track.id, 2)
  })

  test('previous past 3 seconds restarts the track', ({ assert }) => {
    const { engine, state, audio } = makePlayer()
    engine.playNow(tracks(1, 2, 3), 1)
    audio.emit({ type: 'time', position: 3.5 })
    audio.calls = []
    engine.previous()
    assert.equal(state().current?.track.id, 2)
    assert.equal(state().position, 0)
    assert.deepEqual(audio.calls, ['seek 0'])
    assert.equal(state().status, 'playing')
  })

  test('previous within 3 seconds goes to the previous track', ({ assert }) => {
    const { engine, state, audio } = makePlayer()
    engine.playNow(tracks(1, 2, 3), 1)
    audio.emit({ type: 'time', position: 3 })
    engine.previous()
    assert.equal(state().current?.track.id, 1)
    assert.equal(state().status, 'playing')
  })

  test('previous on the first track restarts it, or wraps to the last with repeat all', ({
    assert,
  }) => {
    const { engine, state, audio } = makePlayer()
    engine.playNow(tracks(1, 2, 3), 0)
    audio.emit({ type: 'time', position: 1 })
    engine.previous()
    assert.equal(state().current?.track.id, 1)
    assert.equal(state().position, 0)

    engine.cycleRepeat()
    engine.previous()
    assert.equal(state().current?.track.id, 3)
  })

  test('previous restart keeps a paused track paused', ({ assert }) => {
    const { engine, state, audio } = makePlayer()
    engine.playNow(tracks(1, 2), 1)
    audio.emit({ type: 'time', position: 40 })
    engine.pause()
    engine.previous()
    assert.deepInclude(state(), { status: 'paused', position: 0, currentIndex: 1 })
  })
})

test.group('Player engine | seek and volume', () => {
  test('seek moves the audio, clamped to the track', ({ assert }) => {
    const { engine, state, audio, mediaSession } = makePlayer()
    engine.playNow(tracks(1))
    audio.calls = []
    engine.seek(42)
    assert.equal(state().position, 42)
    engine.seek(900)
    assert.equal(state().position, 200)
    engine.seek(-5)
    assert.equal(state().position, 0)
    engine.seek(Number.NaN)
    assert.deepEqual(audio.calls, ['seek 42', 'seek 200', 'seek 0'])
    assert.deepEqual(mediaSession.positions.at(-1), [0, 200])
  })

  test('seek without a known duration is only kept above 0', ({ assert }) => {
    const { engine, state } = makePlayer()
    engine.playNow([{ ...tracks(1)[0], duration: null }])
    engine.seek(321)
    assert.equal(state().position, 321)
  })

  test('volume starts at the default and is clamped to 0..1', ({ assert }) => {
    const { engine, state, audio } = makePlayer({ defaultVolume: 0.6 })
    assert.equal(state().volume, 0.6)
    assert.equal(audio.volume, 0.6)
    engine.setVolume(1.4)
    assert.equal(state().volume, 1)
    engine.setVolume(-1)
    assert.equal(state().volume, 0)
    engine.setVolume(Number.NaN)
    assert.equal(state().volume, 0)
    assert.equal(makePlayer().state().volume, 0.3, 'the built-in default')
  })

  test('mute keeps the volume; raising the volume unmutes', ({ assert }) => {
    const { engine, state, audio } = makePlayer()
    engine.setVolume(0.8)
    engine.toggleMute()
    assert.deepInclude(state(), { muted: true, volume: 0.8 })
    assert.isTrue(audio.muted)
    engine.toggleMute()
    assert.deepInclude(state(), { muted: false, volume: 0.8 })

    engine.toggleMute()
    engine.setVolume(0.4)
    assert.deepInclude(state(), { muted: false, volume: 0.4 })
    assert.isFalse(audio.muted)
  })

  test('unmuting at volume 0 brings the sound back to half', ({ assert }) => {
    const { engine, state } = makePlayer()
    engine.setVolume(0)
    engine.toggleMute()
    assert.deepInclude(state(), { muted: false, volume: 0.5 })
  })
})

test.group('Player engine | repeat and the end of a track', () => {
  test('repeat cycles off, all, one, off', ({ assert }) => {
    const { engine, state } = makePlayer()
    const seen = [state().repeat]
    for (let step = 0; step < 3; step++) {
      engine.cycleRepeat()
      seen.push(state().repeat)
    }
    assert.deepEqual(seen, ['off', 'all', 'one', 'off'])
  })

  test('a track that ends gives way to the next', async ({ assert }) => {
    const { engine, state, audio } = makePlayer()
    engine.playNow(tracks(1, 2))
    audio.emit({ type: 'ended' })
    await flush()
    assert.equal(state().current?.track.id, 2)
    assert.equal(state().status, 'playing')
  })

  test('repeat one plays the same track again', async ({ assert }) => {
    const { engine, state, audio } = makePlayer()
    engine.playNow(tracks(1, 2))
    engine.cycleRepeat()
    engine.cycleRepeat()
    audio.emit({ type: 'time', position: 199.9 })
    audio.calls = []
    audio.emit({ type: 'ended' })
    await flush()
    assert.equal(state().current?.track.id, 1)
    assert.equal(state().position, 0)
    assert.deepEqual(audio.calls, ['seek 0', 'play'])
    assert.equal(state().status, 'playing')
  })

  test('repeat all starts over after the last track', async ({ assert }) => {
    const { engine, state, audio } = makePlayer()
    engine.playNow(tracks(1, 2), 1)
    engine.cycleRepeat()
    audio.emit({ type: 'ended' })
    await flush()
    assert.equal(state().current?.track.id, 1)
    assert.equal(state().status, 'playing')
  })

  test('repeat off stops after the last track, ready to play it again', async ({ assert }) => {
    const { engine, state, audio, mediaSession } = makePlayer()
    engine.playNow(tracks(1, 2), 1, { type: 'search', radioSeed: null })
    audio.emit({ type: 'time', position: 200 })
    audio.emit({ type: 'ended' })
    await flush()
    assert.deepInclude(state(), { currentIndex: 1, status: 'paused', position: 0 })
    assert.equal(mediaSession.state, 'paused')

    audio.calls = []
    engine.play()
    assert.deepEqual(audio.calls, ['play'])
    assert.equal(state().status, 'playing')
  })
})

import { test } from '@japa/runner'
import { ListenTracker, MIN_LISTEN_SECONDS } from '../../../web/player/engine/listen_tracker.js'
import { flush, makePlayer, track, tracks } from './fakes.js'

test.group('Player engine | play recording', () => {
  test('records a play once, after 30 seconds listened', async ({ assert }) => {
    const { engine, audio, plays } = makePlayer()
    engine.playNow(tracks(1, 2))
    audio.advance(0, 29.75)
    assert.deepEqual(plays.reports, [])
    audio.advance(29.75, 30)
    assert.deepEqual(plays.reports, [[1, 30000]])
    audio.advance(30, 120)
    await flush()
    assert.lengthOf(plays.reports, 1, 'once per listen')
  })

  test('a short track counts after half of it', ({ assert }) => {
    const { engine, audio, plays } = makePlayer()
    engine.playNow([track(3, { duration: 40 })])
    audio.advance(0, 19.75)
    assert.deepEqual(plays.reports, [])
    audio.advance(19.75, 20)
    assert.deepEqual(plays.reports, [[3, 20000]])
  })

  test('the real duration from the audio decides when the catalogue had none', ({ assert }) => {
    const { engine, audio, plays } = makePlayer()
    engine.playNow([track(3, { duration: null })])
    audio.emit({ type: 'duration', duration: 16 })
    audio.advance(0, 8)
    assert.deepEqual(plays.reports, [[3, 8000]])
  })

  test('seeking forward is not listening', ({ assert }) => {
    const { engine, audio, plays } = makePlayer()
    engine.playNow(tracks(1))
    audio.advance(0, 10)
    engine.seek(150)
    audio.emit({ type: 'time', position: 150.25 })
    audio.advance(150.25, 169.75)
    assert.deepEqual(plays.reports, [], '10 + 19.75 s listened')
    audio.advance(169.75, 170)
    assert.deepEqual(plays.reports, [[1, 30000]])
  })

  test('a jump reported by the audio itself does not count either', ({ assert }) => {
    const { engine, audio, plays } = makePlayer()
    engine.playNow(tracks(1))
    audio.advance(0, 5)
    audio.emit({ type: 'time', position: 60 })
    audio.advance(60, 80)
    assert.deepEqual(plays.reports, [])
  })

  test('time spent paused or loading is not listening', ({ assert }) => {
    const { engine, audio, plays } = makePlayer()
    engine.playNow(tracks(1))
    audio.advance(0, 20)
    engine.pause()
    audio.emit({ type: 'time', position: 45 })
    engine.play()
    audio.advance(45, 54.75)
    assert.deepEqual(plays.reports, [])
    audio.emit({ type: 'waiting' })
    audio.emit({ type: 'time', position: 55 })
    audio.emit({ type: 'playing' })
    audio.advance(55, 55.25)
    assert.deepEqual(plays.reports, [[1, 30000]])
  })

  test('each listen counts: repeat one and a restart start a new one', async ({ assert }) => {
    const { engine, audio, plays } = makePlayer()
    engine.playNow([track(4, { duration: 60 })])
    engine.cycleRepeat()
    engine.cycleRepeat()
    audio.advance(0, 60)
    audio.emit({ type: 'ended' })
    await flush()
    audio.advance(0, 30)
    assert.deepEqual(plays.reports, [
      [4, 30000],
      [4, 30000],
    ])

    audio.advance(30, 40)
    engine.previous()
    audio.advance(0, 30)
    assert.lengthOf(plays.reports, 3)
  })

  test('a new track is a new listen', ({ assert }) => {
    const { engine, audio, plays } = makePlayer()
    engine.playNow(tracks(1, 2))
    audio.advance(0, 20)
    void engine.next()
    audio.advance(0, 30)
    assert.deepEqual(plays.reports, [[2, 30000]])
  })

  test('a failed report does not disturb playback', async ({ assert }) => {
    const { engine, audio, plays, state } = makePlayer()
    plays.fail = true
    engine.playNow(tracks(1))
    audio.advance(0, 31)
    await flush()
    assert.lengthOf(plays.reports, 1)
    assert.equal(state().status, 'playing')
  })
})

test.group('ListenTracker', () => {
  test('adds small forward steps only', ({ assert }) => {
    const listen = new ListenTracker(1, 300)
    listen.progress(1)
    listen.progress(2.5)
    listen.progress(9)
    listen.progress(8)
    listen.progress(8.5)
    assert.equal(listen.listenedSeconds, 3)
  })

  test('counts on from where a jump landed and from the start position', ({ assert }) => {
    const listen = new ListenTracker(1, 300, 100)
    listen.progress(101)
    listen.jump(10)
    listen.progress(12)
    assert.equal(listen.listenedSeconds, 3)
  })

  test('the threshold is 30 s, or half of a shorter track, or 30 s when unknown', ({ assert }) => {
    assert.equal(MIN_LISTEN_SECONDS, 30)
    const long = new ListenTracker(1, 300)
    const short = new ListenTracker(1, 10)
    const unknown = new ListenTracker(1, 0)
    const report = (listen: ListenTracker) => {
      for (let position = 1; position <= 40; position++) {
        const ms = listen.progress(position)
        if (ms !== null) return ms
      }
      return null
    }
    assert.equal(report(long), 30000)
    assert.equal(report(short), 5000)
    assert.equal(report(unknown), 30000)
  })
})

import { test } from '@japa/runner'
import { dbToFactor, replayGainFactor, type TrackGain } from '../../../web/player/engine/replay_gain.js'
import { equalPowerCurve, planTransition } from '../../../web/player/engine/transition.js'
import { toPlayerTrack } from '../../../web/player/api/player_track.js'
import { parsePersistedQueue } from '../../../web/player/engine/persisted_state.js'
import { makePlayer, track } from './fakes.js'

const gain = (overrides: Partial<TrackGain> = {}): TrackGain => ({ trackGain: -6, trackPeak: 0.5, albumGain: -3, albumPeak: 0.9, ...overrides })

test.group('Player: ReplayGain', () => {
  test('album mode uses the album gain, track mode the track gain, off nothing; pre-amp adds', ({ assert }) => {
    assert.closeTo(replayGainFactor(gain(), { mode: 'album', preampDb: 0 }), dbToFactor(-3), 1e-9)
    assert.closeTo(replayGainFactor(gain(), { mode: 'track', preampDb: 0 }), dbToFactor(-6), 1e-9)
    assert.equal(replayGainFactor(gain(), { mode: 'off', preampDb: 10 }), 1)
    assert.closeTo(replayGainFactor(gain(), { mode: 'track', preampDb: 2 }), dbToFactor(-4), 1e-9)
    assert.closeTo(dbToFactor(-6), 0.501, 0.001)
  })

  test('album mode falls back to the track gain; an unmeasured track plays unchanged', ({ assert }) => {
    assert.closeTo(replayGainFactor(gain({ albumGain: null, albumPeak: null }), { mode: 'album', preampDb: 0 }), dbToFactor(-6), 1e-9)
    assert.equal(replayGainFactor(gain({ albumGain: null, trackGain: null }), { mode: 'album', preampDb: 0 }), 1)
    assert.equal(replayGainFactor(null, { mode: 'track', preampDb: 6 }), 1)
  })

  test('clipping protection: a gain never lifts the peak past full scale', ({ assert }) => {
    // +6 dB would double a 0.9 peak: capped at 1 / 0.9.
    assert.closeTo(replayGainFactor(gain({ albumGain: 6 }), { mode: 'album', preampDb: 0 }), 1 / 0.9, 1e-9)
    // A quiet peak leaves room: +4 dB on a 0.5 peak (x1.58) stays under 2.
    assert.closeTo(replayGainFactor(gain({ trackGain: 4 }), { mode: 'track', preampDb: 0 }), dbToFactor(4), 1e-9)
    // The pre-amp is capped too.
    assert.closeTo(replayGainFactor(gain({ trackGain: 0 }), { mode: 'track', preampDb: 15 }), 2, 1e-9)
  })

  test('the engine applies the playing track’s gain, and again when the settings change', ({ assert }) => {
    const { engine, audio } = makePlayer({ replayGain: { mode: 'track', preampDb: 0 } })
    engine.playNow([track(1, { replayGain: gain() }), track(2, { replayGain: null })])
    assert.closeTo(audio.trackGain, dbToFactor(-6), 1e-9)
    engine.setReplayGain({ mode: 'album', preampDb: -3 })
    assert.closeTo(audio.trackGain, dbToFactor(-6), 1e-9)
    engine.setReplayGain({ mode: 'off', preampDb: 0 })
    assert.equal(audio.trackGain, 1)
    engine.setReplayGain({ mode: 'album', preampDb: 0 })
    void engine.next()
    assert.equal(audio.trackGain, 1)
  })

  test('the track that follows is handed to the output with its own gain, and again when the settings change', ({ assert }) => {
    const { engine, audio } = makePlayer({ replayGain: { mode: 'track', preampDb: 0 } })
    const second = track(2, { replayGain: gain({ trackGain: -9 }) })
    engine.playNow([track(1), second])
    audio.emit({ type: 'buffered', buffered: 200 })
    assert.closeTo(audio.followingGains.get(second.src)!, dbToFactor(-9), 1e-9)
    engine.setReplayGain({ mode: 'album', preampDb: 0 })
    assert.closeTo(audio.followingGains.get(second.src)!, dbToFactor(-3), 1e-9)
    engine.setTransitions(6, false)
    assert.deepEqual(audio.transitions, { crossfadeSeconds: 6, gapless: false })
  })

  test('the server’s gains reach the player track and survive a reload; malformed ones are dropped', ({ assert }) => {
    const player = toPlayerTrack({
      id: 1,
      name: 'a',
      duration: 1000,
      image: null,
      album: null,
      artists: [],
      replay_gain: { track_gain: -6, track_peak: 0.5, album_gain: -3, album_peak: 0.9 },
    })
    assert.deepEqual(player.replayGain, gain())
    const stored = (replayGain: unknown) => parsePersistedQueue({ tracks: [{ ...track(1), replayGain }], currentIndex: 0, originalOrder: null, context: null, radioSeed: null })
    assert.deepEqual(stored(gain())?.tracks[0].replayGain, gain())
    assert.isNull(stored({ ...gain(), trackGain: 'loud' })?.tracks[0].replayGain)
  })
})

test.group('Player: transitions', () => {
  test('gapless starts the next track on the last sample of this one; crossfade earlier by its length', ({ assert }) => {
    assert.deepEqual(planTransition(100, 60, 200, 0), { nextStartAt: 100, fadeSeconds: 0 })
    assert.deepEqual(planTransition(100, 60, 200, 5), { nextStartAt: 95, fadeSeconds: 5 })
    // Never more than half of either track.
    assert.deepEqual(planTransition(100, 6, 200, 12), { nextStartAt: 97, fadeSeconds: 3 })
    assert.deepEqual(planTransition(100, 60, 4, 12), { nextStartAt: 98, fadeSeconds: 2 })
  })

  test('equal-power curves: from silence to full and back, powers summing to one all along', ({ assert }) => {
    const fadeIn = equalPowerCurve(101, 'in')
    const fadeOut = equalPowerCurve(101, 'out')
    assert.equal(fadeIn[0], 0)
    assert.closeTo(fadeIn[100], 1, 1e-6)
    assert.equal(fadeOut[0], 1)
    assert.closeTo(fadeOut[100], 0, 1e-6)
    for (let index = 0; index <= 100; index++) assert.closeTo(fadeIn[index] ** 2 + fadeOut[index] ** 2, 1, 1e-6)
    // Halfway both play at -3 dB, not -6 dB (a linear fade's dip).
    assert.closeTo(fadeIn[50], Math.SQRT1_2, 1e-6)
  })
})

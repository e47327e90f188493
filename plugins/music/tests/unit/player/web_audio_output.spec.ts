import { test } from '@japa/runner'
import { WebAudioOutput } from '../../../web/player/adapters/web_audio_output.js'
import type { AudioEvent } from '../../../web/player/engine/ports.js'

/*
 * A stand-in for the browser's AudioContext with the parts the output uses:
 * the audio clock is set by the test, decoding gives a buffer as long as the
 * "file" says, and every start, stop and gain curve is recorded.
 */

class FakeParam {
  value = 1
  curves: Array<{ values: number[]; at: number; length: number }> = []
  cancelScheduledValues() {
    this.curves = []
  }
  setValueAtTime(value: number) {
    this.value = value
  }
  setValueCurveAtTime(values: Float32Array, at: number, length: number) {
    this.curves.push({ values: [...values], at, length })
  }
}

class FakeNode {
  gain = new FakeParam()
  connect() {}
  disconnect() {}
}

class FakeSource extends FakeNode {
  buffer: { duration: number } | null = null
  onended: (() => void) | null = null
  started: { when: number; offset: number } | null = null
  stopped = false
  constructor(private log: FakeSource[]) {
    super()
  }
  start(when: number, offset: number) {
    this.started = { when, offset }
    this.log.push(this)
  }
  stop() {
    this.stopped = true
  }
  /** The audio thread reached the end of the buffer. */
  end() {
    this.onended?.()
  }
}

class FakeContext {
  currentTime = 10
  state = 'running'
  destination = new FakeNode()
  sources: FakeSource[] = []
  gains: FakeNode[] = []
  async resume() {
    this.state = 'running'
  }
  createGain() {
    const node = new FakeNode()
    this.gains.push(node)
    return node
  }
  createBufferSource() {
    return new FakeSource(this.sources)
  }
  /** The fake files hold their length in seconds as text. */
  async decodeAudioData(bytes: ArrayBuffer) {
    return { duration: Number(new TextDecoder().decode(bytes)) }
  }
}

/** Files named by their length: /60.wav lasts 60 s; /missing.wav answers 404. */
function fetchFake(src: string) {
  if (src.includes('missing')) return Promise.reject(new Error('404'))
  return Promise.resolve(new TextEncoder().encode(src.match(/\/(\d+)/)![1]).buffer as ArrayBuffer)
}

/** Lets pending fetches and decodes settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function makeOutput() {
  const context = new FakeContext()
  const output = new WebAudioOutput(context, () => true, fetchFake)
  const events: AudioEvent[] = []
  output.subscribe((event) => events.push(event))
  const types = () => events.map((event) => event.type)
  return { context, output, events, types }
}

test.group('WebAudioOutput', () => {
  test('a loaded track decodes, then starts at once from where it was asked', async ({ assert, cleanup }) => {
    const { context, output, events } = makeOutput()
    cleanup(() => output.unload())
    output.load('/60.wav', 12)
    await settle()
    assert.deepInclude(events, { type: 'duration', duration: 60 })
    await output.play()
    assert.deepEqual(context.sources[0].started, { when: 10, offset: 12 })
    assert.deepInclude(events, { type: 'playing' })
    context.currentTime = 15
    output.pause()
    output.seek(30)
    await output.play()
    assert.isTrue(context.sources[0].stopped)
    assert.deepEqual(context.sources[1].started, { when: 15, offset: 30 })
  })

  test('gapless: the following track is scheduled on the current one’s last sample and taken over as it plays', async ({ assert, cleanup }) => {
    const { context, output, types } = makeOutput()
    cleanup(() => output.unload())
    output.load('/60.wav', 0)
    await output.play()
    await settle()
    output.preload('/30.wav', 'auto', { gain: 0.5 })
    await settle()
    const [current, next] = context.sources
    assert.deepEqual(next.started, { when: 70, offset: 0 })

    context.currentTime = 70
    current.end()
    assert.equal(types().at(-1), 'ended')
    // The engine answers 'ended' by loading the next track and playing it.
    output.load('/30.wav', 0)
    await output.play()
    assert.lengthOf(context.sources, 2, 'not started again')
    assert.isFalse(next.stopped)
    assert.equal(types().at(-1), 'playing')
  })

  test('the same transitions handed over again keep the scheduled start; a new choice schedules it anew', async ({ assert, cleanup }) => {
    const { context, output } = makeOutput()
    cleanup(() => output.unload())
    output.setTransitions(0, true)
    output.load('/60.wav', 0)
    await output.play()
    await settle()
    output.preload('/30.wav', 'auto', { gain: 1 })
    await settle()
    const next = context.sources[1]

    output.setTransitions(0, true)
    assert.lengthOf(context.sources, 2)
    assert.isFalse(next.stopped)

    output.setTransitions(2, true)
    assert.isTrue(next.stopped)
    assert.deepEqual(context.sources[2].started, { when: 68, offset: 0 })
  })

  test('crossfade: the next track starts early, both fading with equal power over the chosen length', async ({ assert, cleanup }) => {
    const { context, output } = makeOutput()
    cleanup(() => output.unload())
    output.setTransitions(4, true)
    output.load('/60.wav', 0)
    await output.play()
    await settle()
    output.preload('/30.wav', 'auto', { gain: 1 })
    await settle()
    assert.deepEqual(context.sources[1].started, { when: 66, offset: 0 })
    const curves = context.gains.flatMap((node) => node.gain.curves)
    assert.lengthOf(curves, 2)
    assert.deepEqual(curves.map(({ at, length }) => [at, length]), [[66, 4], [66, 4]])
    assert.closeTo(curves[0].values[0], 1, 1e-6)
    assert.closeTo(curves[1].values[0], 0, 1e-6)
  })

  test('pausing or picking another track takes the scheduled start back; a track heard before it is not scheduled', async ({ assert, cleanup }) => {
    const { context, output } = makeOutput()
    cleanup(() => output.unload())
    output.load('/60.wav', 0)
    await output.play()
    await settle()
    output.preload('/30.wav', 'auto', { gain: 1 })
    await settle()
    output.pause()
    assert.isTrue(context.sources[1].stopped)

    // Not the following track (a hovered play button): decoded, never started on its own.
    output.preload('/20.wav')
    await output.play()
    await settle()
    assert.deepEqual(context.sources.map((source) => source.buffer?.duration), [60, 30, 60])
  })

  test('ReplayGain goes on the current track, and on the following one with its own gain', async ({ assert, cleanup }) => {
    const { context, output } = makeOutput()
    cleanup(() => output.unload())
    output.load('/60.wav', 0)
    output.setTrackGain(0.5)
    output.preload('/30.wav', 'auto', { gain: 1.5 })
    output.setVolume(0.3, false)
    const values = context.gains.map((node) => node.gain.value)
    // Master, then fade and ReplayGain per track.
    assert.deepEqual(values, [0.3, 1, 0.5, 1, 1.5])
  })

  test('a track that cannot be fetched reports an error; a mere priming decodes nothing', async ({ assert, cleanup }) => {
    const { context, output, types } = makeOutput()
    cleanup(() => output.unload())
    output.preload('/40.wav', 'metadata')
    assert.lengthOf(context.gains, 1, 'only the master gain')
    output.load('/missing.wav', 0)
    await output.play()
    await settle()
    assert.include(types(), 'error')
  })
})

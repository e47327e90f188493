import { test } from '@japa/runner'
import { MAX_DECODED_SECONDS, WebAudioOutput } from '../../../web/player/adapters/web_audio_output.js'
import type { AudioEvent } from '../../../web/player/engine/ports.js'

/*
 * A stand-in for the browser's AudioContext with the parts the output uses:
 * the audio clock is set by the test, decoding gives a buffer as long as the
 * "file" says, and every start, stop and gain curve is recorded. <audio>
 * elements are fakes too: the test says when their metadata arrives, when
 * they sound and when they end.
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

class FakeElement {
  src = ''
  preload = ''
  crossOrigin: string | null = null
  currentTime = 0
  duration = Number.NaN
  ended = false
  error: unknown = null
  paused = true
  volume = 1
  muted = false
  buffered = { length: 0, start: () => 0, end: () => 0 }
  /** Whether the graph hears it (it went through createMediaElementSource). */
  wired = false
  #listeners = new Map<string, Array<() => void>>()
  addEventListener(type: string, listener: () => void) {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener])
  }
  fire(type: string) {
    this.#listeners.get(type)?.forEach((listener) => listener())
  }
  async play() {
    this.paused = false
    this.fire('playing')
  }
  pause() {
    this.paused = true
    this.fire('pause')
  }
  load() {}
  removeAttribute(name: string) {
    if (name === 'src') this.src = ''
  }
  /** Its metadata and first data arrived: the length the file's name says. */
  metadata() {
    this.duration = Number(this.src.match(/(\d+)\.wav/)![1])
    this.fire('durationchange')
    this.fire('canplay')
  }
  /** The file cannot be played (a 404, an unknown format). */
  fail() {
    this.error = new Error('MEDIA_ERR_SRC_NOT_SUPPORTED')
    this.fire('error')
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
  createMediaElementSource(element: FakeElement) {
    element.wired = true
    return new FakeNode()
  }
  /** The fake files hold their length in seconds as text. */
  async decodeAudioData(bytes: ArrayBuffer) {
    const text = new TextDecoder().decode(bytes)
    if (text === 'garbage') throw new DOMException('Unable to decode audio data', 'EncodingError')
    return { duration: Number(text) }
  }
}

/**
 * Files named by their length: /60.wav lasts 60 s; /missing.wav answers
 * 404; /bad-60.wav is no audio a decoder knows (an element may still play
 * it). Every fetch is logged, and a test may hold them back.
 */
class FakeNetwork {
  fetched: string[] = []
  #held: Array<() => void> | null = null
  fetch = async (src: string) => {
    this.fetched.push(src)
    if (this.#held) await new Promise<void>((resolve) => this.#held!.push(resolve))
    if (src.includes('missing')) throw new Error('404')
    const text = src.includes('bad') ? 'garbage' : src.match(/(\d+)\.wav/)![1]
    return new TextEncoder().encode(text).buffer as ArrayBuffer
  }
  /** Downloads stall until released: the whole file is still on its way. */
  hold() {
    this.#held = []
  }
  release() {
    const held = this.#held ?? []
    this.#held = null
    held.forEach((resolve) => resolve())
  }
}

/** Lets pending fetches and decodes settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function makeOutput() {
  const context = new FakeContext()
  const network = new FakeNetwork()
  const elements: FakeElement[] = []
  const output = new WebAudioOutput(
    context,
    () => {
      const element = new FakeElement()
      elements.push(element)
      return element
    },
    () => true,
    network.fetch
  )
  const events: AudioEvent[] = []
  output.subscribe((event) => events.push(event))
  const types = () => events.map((event) => event.type)
  /** The element streaming `src` now. */
  const elementOf = (src: string) => elements.find((element) => element.src === src)
  /** Loads a track and lets its element start and its decode finish (paused). */
  const loadDecoded = async (src: string, startAt = 0) => {
    output.load(src, startAt)
    elementOf(src)!.metadata()
    await settle()
  }
  return { context, network, elements, elementOf, output, events, types, loadDecoded }
}

test.group('WebAudioOutput: a track starts on its element', () => {
  test('it streams through an element wired into the graph and plays before its decode', async ({ assert, cleanup }) => {
    const { context, network, elementOf, output, events, types } = makeOutput()
    cleanup(() => output.unload())
    network.hold()
    output.load('/60.wav', 12)
    const element = elementOf('/60.wav')!
    assert.isTrue(element.wired)
    assert.equal(element.crossOrigin, 'anonymous')
    assert.equal(element.currentTime, 12)
    assert.deepEqual(network.fetched, [], 'the whole file waits until the element can play')
    await output.play()
    assert.isFalse(element.paused)
    element.metadata()
    element.currentTime = 13
    element.fire('timeupdate')
    assert.deepEqual(network.fetched, ['/60.wav'])
    assert.includeMembers(types(), ['playing', 'canplay'])
    assert.deepInclude(events, { type: 'duration', duration: 60 })
    assert.deepInclude(events, { type: 'time', position: 13 })
    assert.lengthOf(context.sources, 0, 'no buffer plays yet')
  })

  test('once decoded, the element hands over to the buffer where it stands, the two blended briefly', async ({ assert, cleanup }) => {
    const { context, elementOf, output, types } = makeOutput()
    cleanup(() => output.unload())
    output.load('/60.wav', 0)
    await output.play()
    const element = elementOf('/60.wav')!
    element.currentTime = 3
    element.metadata()
    await settle()
    const [source] = context.sources
    assert.equal(source.started!.when, 10.1)
    assert.closeTo(source.started!.offset, 3.1, 1e-9)
    const curves = context.gains.flatMap((node) => node.gain.curves)
    assert.deepEqual(curves.map(({ values, at }) => [values, at]), [[[0, 1], 10.1], [[1, 0], 10.1]])
    assert.notInclude(types(), 'error')
    // The element is let go once faded out: its stop is not heard as the listener's pause.
    await new Promise((resolve) => setTimeout(resolve, 500))
    assert.isTrue(element.paused)
    assert.equal(element.src, '')
    assert.notInclude(types(), 'pause')
    context.currentTime = 20
    output.pause()
    output.seek(40)
    await output.play()
    assert.deepEqual(context.sources.at(-1)!.started, { when: 20, offset: 40 })
  })

  test('decoded while paused, it simply resumes from the buffer at the element’s position', async ({ assert, cleanup }) => {
    const { context, elementOf, output } = makeOutput()
    cleanup(() => output.unload())
    output.load('/60.wav', 0)
    output.seek(25)
    assert.equal(elementOf('/60.wav')!.currentTime, 25, 'seeking does not wait for the decode')
    elementOf('/60.wav')!.metadata()
    await settle()
    assert.isUndefined(elementOf('/60.wav'), 'the element is given back')
    await output.play()
    assert.deepEqual(context.sources[0].started, { when: 10, offset: 25 })
  })

  test('a seek before the decode moves the element at once, and the hand-over starts from there', async ({ assert, cleanup }) => {
    const { context, network, elementOf, output } = makeOutput()
    cleanup(() => output.unload())
    network.hold()
    output.load('/60.wav', 0)
    await output.play()
    const element = elementOf('/60.wav')!
    element.metadata()
    output.seek(45)
    assert.equal(element.currentTime, 45)
    assert.lengthOf(context.sources, 0)
    network.release()
    await settle()
    assert.closeTo(context.sources[0].started!.offset, 45.1, 1e-9)
  })

  test('a track longer than the limit is never decoded: it streams, and so does a long following one', async ({ assert, cleanup }) => {
    const { context, network, elementOf, output, types } = makeOutput()
    cleanup(() => output.unload())
    const long = MAX_DECODED_SECONDS + 60
    output.load(`/${long}.wav`, 0)
    await output.play()
    elementOf(`/${long}.wav`)!.metadata()
    output.preload(`/${long * 2}.wav`, 'auto', { gain: 1, duration: long * 2 })
    await settle()
    assert.deepEqual(network.fetched, [])
    assert.lengthOf(context.sources, 0)
    const following = elementOf(`/${long * 2}.wav`)!
    assert.equal(following.preload, 'auto', 'buffered ahead by its element')

    elementOf(`/${long}.wav`)!.ended = true
    elementOf(`/${long}.wav`)!.fire('ended')
    assert.equal(types().at(-1), 'ended')
    output.load(`/${long * 2}.wav`, 0)
    await output.play()
    assert.isFalse(following.paused, 'the primed element plays it')
    assert.deepEqual(network.fetched, [])
  })

  test('a decode that fails leaves the element playing: no error, never silence', async ({ assert, cleanup }) => {
    const { context, network, elementOf, output, types } = makeOutput()
    cleanup(() => output.unload())
    output.load('/bad-60.wav', 0)
    await output.play()
    elementOf('/bad-60.wav')!.metadata()
    await settle()
    assert.deepEqual(network.fetched, ['/bad-60.wav'])
    assert.notInclude(types(), 'error')
    assert.lengthOf(context.sources, 0)
    assert.isFalse(elementOf('/bad-60.wav')!.paused)
  })

  test('an element that fails while the decode runs gives way to the buffer; failing both is an error', async ({ assert, cleanup }) => {
    const { context, network, elementOf, output, types } = makeOutput()
    cleanup(() => output.unload())
    network.hold()
    output.load('/60.wav', 5)
    await output.play()
    elementOf('/60.wav')!.metadata()
    elementOf('/60.wav')!.fail()
    assert.equal(types().at(-1), 'waiting')
    network.release()
    await settle()
    assert.deepEqual(context.sources[0].started, { when: 10, offset: 5 })
    assert.notInclude(types(), 'error')

    output.load('/missing-30.wav', 0)
    await output.play()
    elementOf('/missing-30.wav')!.metadata()
    await settle()
    assert.notInclude(types(), 'error')
    elementOf('/missing-30.wav')!.fail()
    assert.equal(types().at(-1), 'error')
  })
})

test.group('WebAudioOutput: transitions between decoded tracks', () => {
  test('gapless: the following track is scheduled on the current one’s last sample and taken over as it plays', async ({ assert, cleanup }) => {
    const { context, output, types, loadDecoded } = makeOutput()
    cleanup(() => output.unload())
    await loadDecoded('/60.wav')
    await output.play()
    output.preload('/30.wav', 'auto', { gain: 0.5, duration: 30 })
    await settle()
    const [current, next] = context.sources
    assert.deepEqual(current.started, { when: 10, offset: 0 })
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
    const { context, output, loadDecoded } = makeOutput()
    cleanup(() => output.unload())
    output.setTransitions(0, true)
    await loadDecoded('/60.wav')
    await output.play()
    output.preload('/30.wav', 'auto', { gain: 1, duration: 30 })
    await settle()
    const next = context.sources[1]
    assert.deepEqual(next.started, { when: 70, offset: 0 })

    output.setTransitions(0, true)
    assert.lengthOf(context.sources, 2)
    assert.isFalse(next.stopped)

    output.setTransitions(2, true)
    assert.isTrue(next.stopped)
    assert.deepEqual(context.sources[2].started, { when: 68, offset: 0 })
  })

  test('after a hand-over, the following track is scheduled on the handed-over buffer’s end', async ({ assert, cleanup }) => {
    const { context, elementOf, output } = makeOutput()
    cleanup(() => output.unload())
    output.load('/60.wav', 0)
    await output.play()
    elementOf('/60.wav')!.currentTime = 2
    elementOf('/60.wav')!.metadata()
    await settle()
    output.preload('/30.wav', 'auto', { gain: 1, duration: 30 })
    await settle()
    const [current, next] = context.sources
    const origin = current.started!.when - current.started!.offset
    assert.closeTo(next.started!.when, origin + 60, 1e-9)
  })

  test('crossfade: the next track starts early, both fading with equal power over the chosen length', async ({ assert, cleanup }) => {
    const { context, output, loadDecoded } = makeOutput()
    cleanup(() => output.unload())
    output.setTransitions(4, true)
    await loadDecoded('/60.wav')
    await output.play()
    output.preload('/30.wav', 'auto', { gain: 1, duration: 30 })
    await settle()
    assert.deepEqual(context.sources[1].started, { when: 66, offset: 0 })
    const curves = context.gains.flatMap((node) => node.gain.curves)
    assert.lengthOf(curves, 2)
    assert.deepEqual(curves.map(({ at, length }) => [at, length]), [[66, 4], [66, 4]])
    assert.closeTo(curves[0].values[0], 1, 1e-6)
    assert.closeTo(curves[1].values[0], 0, 1e-6)
  })

  test('pausing or picking another track takes the scheduled start back; a track heard before it is not scheduled', async ({ assert, cleanup }) => {
    const { context, network, elementOf, output, loadDecoded } = makeOutput()
    cleanup(() => output.unload())
    await loadDecoded('/60.wav')
    await output.play()
    output.preload('/30.wav', 'auto', { gain: 1, duration: 30 })
    await settle()
    output.pause()
    assert.isTrue(context.sources[1].stopped)

    // Not the following track (a hovered play button): buffered by an element, not decoded nor started.
    output.preload('/20.wav')
    await output.play()
    await settle()
    assert.deepEqual(context.sources.map((source) => source.buffer?.duration), [60, 30, 60])
    assert.notInclude(network.fetched, '/20.wav')
    assert.equal(elementOf('/20.wav')!.preload, 'auto')
  })

  test('a following track of unknown length is decoded once its element tells its length', async ({ assert, cleanup }) => {
    const { context, network, elementOf, output, loadDecoded } = makeOutput()
    cleanup(() => output.unload())
    await loadDecoded('/60.wav')
    await output.play()
    output.preload('/30.wav', 'auto', { gain: 1, duration: null })
    assert.notInclude(network.fetched, '/30.wav')
    elementOf('/30.wav')!.metadata()
    await settle()
    assert.deepEqual(context.sources[1].started, { when: 70, offset: 0 })
    assert.isUndefined(elementOf('/30.wav'), 'its element is let go once decoded')
  })

  test('ReplayGain goes on the current track, and on the following one with its own gain', async ({ assert, cleanup }) => {
    const { context, output } = makeOutput()
    cleanup(() => output.unload())
    output.load('/60.wav', 0)
    output.setTrackGain(0.5)
    output.preload('/30.wav', 'auto', { gain: 1.5, duration: 30 })
    output.setVolume(0.3, false)
    // Master; the current track's fade, ReplayGain and element level; the following one's fade and ReplayGain.
    const values = context.gains.map((node) => node.gain.value)
    assert.deepEqual(values, [0.3, 1, 0.5, 1, 1, 1.5])
  })

  test('a track that cannot be fetched nor streamed reports an error; a mere priming loads nothing', async ({ assert, cleanup }) => {
    const { context, elements, output, types } = makeOutput()
    cleanup(() => output.unload())
    output.preload('/40.wav', 'metadata')
    assert.lengthOf(context.gains, 1, 'only the master gain')
    assert.lengthOf(elements, 0)
    output.load('/missing.wav', 0)
    await output.play()
    elements[0].fail()
    await settle()
    assert.include(types(), 'error')
  })
})

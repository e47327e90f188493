import { test } from '@japa/runner'
import {
  BrowserMediaSession,
  type MediaSessionLike,
  type TrackMetadata,
} from '../../../web/player/adapters/browser_media_session.js'
import {
  HtmlAudioOutput,
  type AudioElement,
} from '../../../web/player/adapters/html_audio_output.js'
import type { AudioEvent } from '../../../web/player/engine/ports.js'
import { flush, track } from './fakes.js'

/** An <audio> stand-in: records what it is told and fires the events a test asks for. */
class FakeAudioElement implements AudioElement {
  src = ''
  preload = ''
  currentTime = 0
  duration = Number.NaN
  ended = false
  error: unknown = null
  volume = 1
  muted = false
  ranges: Array<[number, number]> = []
  log: string[] = []
  #listeners = new Map<string, Array<() => void>>()

  get buffered() {
    return {
      length: this.ranges.length,
      start: (index: number) => this.ranges[index][0],
      end: (index: number) => this.ranges[index][1],
    }
  }

  play() {
    this.log.push('play')
    return Promise.resolve()
  }

  pause() {
    this.log.push('pause')
  }

  load() {
    this.log.push('load')
  }

  removeAttribute(name: string) {
    if (name === 'src') this.src = ''
  }

  addEventListener(type: string, listener: () => void) {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener])
  }

  fire(type: string) {
    this.#listeners.get(type)?.forEach((listener) => listener())
  }
}

function makeOutput() {
  const elements: FakeAudioElement[] = []
  const output = new HtmlAudioOutput(() => {
    const element = new FakeAudioElement()
    elements.push(element)
    return element
  }, 0)
  const events: AudioEvent[] = []
  output.subscribe((event) => events.push(event))
  return { output, elements, events }
}

test.group('HtmlAudioOutput', () => {
  test('plays on one element and forwards its events', ({ assert }) => {
    const { output, elements, events } = makeOutput()
    assert.lengthOf(elements, 2)
    assert.isTrue(elements.every((element) => element.preload === 'auto'))

    output.load('/a.mp3', 0)
    const active = elements.find((element) => element.src === '/a.mp3')!
    active.currentTime = 4
    active.duration = 120
    active.ranges = [[0, 30]]
    for (const type of ['timeupdate', 'durationchange', 'progress', 'canplay', 'waiting'])
      active.fire(type)
    for (const type of ['playing', 'pause', 'ended', 'error']) active.fire(type)
    assert.deepEqual(events, [
      { type: 'time', position: 4 },
      { type: 'duration', duration: 120 },
      { type: 'buffered', buffered: 30 },
      { type: 'canplay' },
      { type: 'waiting' },
      { type: 'playing' },
      { type: 'pause' },
      { type: 'ended' },
      { type: 'error' },
    ])
  })

  test('starts at the asked position and drives the active element', async ({ assert }) => {
    const { output, elements } = makeOutput()
    output.load('/a.mp3', 42)
    const active = elements.find((element) => element.src === '/a.mp3')!
    assert.equal(active.currentTime, 42)
    await output.play()
    output.pause()
    output.seek(10)
    assert.equal(active.currentTime, 10)
    assert.includeMembers(active.log, ['play', 'pause'])

    output.setVolume(0.4, true)
    assert.isTrue(elements.every((element) => element.volume === 0.4 && element.muted))
  })

  test('a preloaded track is taken over without downloading it again', ({ assert }) => {
    const { output, elements, events } = makeOutput()
    output.load('/a.mp3', 0)
    output.preload('/b.mp3')
    const spare = elements.find((element) => element.src === '/b.mp3')!
    spare.duration = 95
    spare.ranges = [[0, 95]]
    spare.fire('durationchange')
    assert.deepEqual(events, [], "the spare's events are not the playing track's")

    let srcWrites = 0
    const original = spare.src
    Object.defineProperty(spare, 'src', {
      get: () => original,
      set: () => srcWrites++,
      configurable: true,
    })
    output.load('/b.mp3', 0)
    assert.equal(srcWrites, 0)
    assert.deepEqual(events, [
      { type: 'duration', duration: 95 },
      { type: 'buffered', buffered: 95 },
    ])
  })

  test('a track primed with its metadata is buffered whole once it plays or comes next', ({
    assert,
  }) => {
    const { output, elements } = makeOutput()
    output.preload('/p.mp3', 'metadata')
    const spare = elements.find((element) => element.src === '/p.mp3')!
    assert.equal(spare.preload, 'metadata')
    output.preload('/p.mp3')
    assert.equal(spare.preload, 'auto', 'preloaded as the next track')

    output.load('/a.mp3', 0)
    output.preload('/q.mp3', 'metadata')
    const primed = elements.find((element) => element.src === '/q.mp3')!
    assert.equal(primed.preload, 'metadata')
    output.load('/q.mp3', 0)
    assert.equal(primed.preload, 'auto')
    assert.equal(primed.src, '/q.mp3')
    output.load('/r.mp3', 0)
    assert.equal(elements.find((element) => element.src === '/r.mp3')!.preload, 'auto')
  })

  test('the previous element is paused at once, released after, and its events dropped', async ({
    assert,
  }) => {
    const { output, elements, events } = makeOutput()
    output.load('/a.mp3', 0)
    const first = elements.find((element) => element.src === '/a.mp3')!
    output.load('/b.mp3', 0)
    assert.deepEqual(first.log, ['pause'])
    first.fire('pause')
    first.fire('error')
    await flush()
    assert.equal(first.src, '')
    assert.deepEqual(first.log, ['pause', 'pause', 'load'])
    assert.deepEqual(events, [])
  })

  test('a preload into the element waiting for release keeps it', async ({ assert }) => {
    const { output, elements } = makeOutput()
    output.load('/a.mp3', 0)
    const first = elements.find((element) => element.src === '/a.mp3')!
    output.load('/b.mp3', 0)
    output.preload('/c.mp3')
    await flush()
    assert.equal(first.src, '/c.mp3')
  })

  test('a preload that failed is loaded afresh', ({ assert }) => {
    const { output, elements } = makeOutput()
    output.load('/a.mp3', 0)
    output.preload('/b.mp3')
    const spare = elements.find((element) => element.src === '/b.mp3')!
    spare.error = { code: 2 }
    spare.src = 'stale'
    output.load('/b.mp3', 0)
    assert.equal(spare.src, '/b.mp3')
  })

  test('the pause that comes with the end of a track is not forwarded', ({ assert }) => {
    const { output, elements, events } = makeOutput()
    output.load('/a.mp3', 0)
    const active = elements.find((element) => element.src === '/a.mp3')!
    active.ended = true
    active.fire('pause')
    active.fire('ended')
    assert.deepEqual(events, [{ type: 'ended' }])
  })

  test('after unload nothing is forwarded; durations unknown yet are not sent', ({ assert }) => {
    const { output, elements, events } = makeOutput()
    output.load('/a.mp3', 0)
    const active = elements.find((element) => element.src === '/a.mp3')!
    active.fire('durationchange')
    output.unload()
    active.fire('timeupdate')
    assert.deepEqual(events, [])
  })

  test('buffered is the range around the playing position', ({ assert }) => {
    const { output, elements, events } = makeOutput()
    output.load('/a.mp3', 0)
    const active = elements.find((element) => element.src === '/a.mp3')!
    active.ranges = [
      [0, 10],
      [50, 80],
    ]
    active.currentTime = 60
    active.fire('progress')
    active.currentTime = 20
    active.fire('progress')
    active.ranges = [[0, 120]]
    active.fire('suspend')
    active.fire('canplaythrough')
    assert.deepEqual(events, [
      { type: 'buffered', buffered: 80 },
      { type: 'buffered', buffered: 0 },
      { type: 'buffered', buffered: 120 },
      { type: 'buffered', buffered: 120 },
    ])
  })
})

class FakeSession implements MediaSessionLike {
  metadata: unknown = null
  playbackState: 'none' | 'paused' | 'playing' = 'none'
  handlers = new Map<string, (details: { seekTime?: number }) => void>()
  positions: unknown[] = []

  setActionHandler(action: string, handler: ((details: { seekTime?: number }) => void) | null) {
    if (action === 'seekto' && this.rejectSeek) throw new Error('unsupported')
    if (handler) this.handlers.set(action, handler)
  }

  setPositionState(state: unknown) {
    if (this.rejectPosition) throw new Error('bad state')
    this.positions.push(state)
  }

  rejectSeek = false
  rejectPosition = false
}

function makeSession(session = new FakeSession()) {
  const bridge = new BrowserMediaSession({
    session,
    createMetadata: (init: TrackMetadata) => ({ ...init, kind: 'metadata' }),
    resolveUrl: (url) => `https://music.test${url}`,
  })
  return { bridge, session }
}

test.group('BrowserMediaSession', () => {
  test('registers the transport actions', ({ assert }) => {
    const { bridge, session } = makeSession()
    const calls: string[] = []
    bridge.setHandlers({
      play: () => calls.push('play'),
      pause: () => calls.push('pause'),
      previous: () => calls.push('previous'),
      next: () => calls.push('next'),
      seekTo: (seconds) => calls.push(`seek ${seconds}`),
    })
    for (const action of ['play', 'pause', 'previoustrack', 'nexttrack'])
      session.handlers.get(action)!({})
    session.handlers.get('seekto')!({ seekTime: 33 })
    session.handlers.get('seekto')!({})
    assert.deepEqual(calls, ['play', 'pause', 'previous', 'next', 'seek 33'])
  })

  test('an action the browser does not know does not stop the others', ({ assert }) => {
    const session = new FakeSession()
    session.rejectSeek = true
    const { bridge } = makeSession(session)
    const noop = () => {}
    bridge.setHandlers({ play: noop, pause: noop, previous: noop, next: noop, seekTo: noop })
    assert.sameMembers(
      [...session.handlers.keys()],
      ['play', 'pause', 'previoustrack', 'nexttrack']
    )
  })

  test('shows title, artists, album and absolute artwork', ({ assert }) => {
    const { bridge, session } = makeSession()
    bridge.setMetadata(
      track(1, {
        name: 'Tides',
        artists: [
          { id: 1, name: 'Ada' },
          { id: 2, name: 'Bo' },
        ],
      })
    )
    assert.deepEqual(session.metadata, {
      kind: 'metadata',
      title: 'Tides',
      artist: 'Ada, Bo',
      album: 'Album',
      artwork: [{ src: 'https://music.test/covers/1.jpg' }],
    })
    bridge.setMetadata(track(2, { image: null, album: null }))
    assert.deepInclude(session.metadata as object, { album: '', artwork: [] })
    bridge.setMetadata(null)
    assert.isNull(session.metadata)
  })

  test('sets the playback state and a clamped position state', ({ assert }) => {
    const { bridge, session } = makeSession()
    bridge.setPlaybackState('playing')
    assert.equal(session.playbackState, 'playing')
    bridge.setPosition(250, 200)
    bridge.setPosition(10, 0)
    assert.deepEqual(session.positions, [{ duration: 200, position: 200, playbackRate: 1 }])
    session.rejectPosition = true
    assert.doesNotThrow(() => bridge.setPosition(1, 200))
  })
})

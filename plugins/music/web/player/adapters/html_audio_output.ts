import type { AudioEvent, AudioOutput, PreloadAmount } from '../engine/ports.js'

type Listener = (event: AudioEvent) => void

const RELEASE_DELAY_MS = 1000

/** The parts of HTMLAudioElement used here (tests drive a fake with the same shape). */
export interface AudioElement {
  src: string
  preload: string
  currentTime: number
  readonly duration: number
  readonly ended: boolean
  readonly error: unknown
  readonly buffered: { length: number; start(index: number): number; end(index: number): number }
  volume: number
  muted: boolean
  play(): Promise<void>
  pause(): void
  load(): void
  removeAttribute(name: string): void
  addEventListener(type: string, listener: () => void): void
}

/**
 * AudioOutput on two <audio> elements: one plays, the other buffers the
 * track likely to come next. Loading that track swaps the two, so it starts
 * from its buffer instead of the network. Only the active element's events
 * reach the engine; the other one's (and the pause/abort noise of the swap)
 * are dropped here.
 */
export class HtmlAudioOutput implements AudioOutput {
  #elements: [AudioElement, AudioElement]
  /** The src each element was given (element.src is resolved to an absolute URL). */
  #sources: [string | null, string | null] = [null, null]
  #active: 0 | 1 = 0
  /** Bumped on every new source, so a delayed release never stops a newer one. */
  #versions: [number, number] = [0, 0]
  #listeners = new Set<Listener>()
  #volume = 1
  #muted = false
  /** An element's volume stops at 1: a ReplayGain above 0 dB is heard at 0 dB. */
  #trackGain = 1

  constructor(
    createElement: () => AudioElement,
    private releaseDelayMs = RELEASE_DELAY_MS
  ) {
    this.#elements = [createElement(), createElement()]
    this.#elements.forEach((element) => {
      element.preload = 'auto'
      this.#forwardEvents(element)
    })
  }

  load(src: string, startAt: number) {
    const next = 1 - this.#active
    const element = this.#elements[next]
    // A preload that failed is tried afresh: its error fired while nobody listened.
    const preloaded = this.#sources[next] === src && !element.error
    if (preloaded) element.preload = 'auto'
    else this.#setSource(next, src, 'auto')
    const previous = this.#active
    this.#active = next as 0 | 1
    this.#elements[previous].pause()
    // Tearing a media pipeline down blocks the main thread for a moment: let the new track start
    // first. A preload may reuse the element meanwhile; then it stays.
    const version = this.#versions[previous]
    setTimeout(() => {
      if (this.#active !== previous && this.#versions[previous] === version) this.#release(previous)
    }, this.releaseDelayMs)
    if (startAt > 0 || element.currentTime !== 0) element.currentTime = startAt
    if (preloaded) {
      // Its metadata and buffer arrived while it was not listened to.
      if (Number.isFinite(element.duration))
        this.#emit({ type: 'duration', duration: element.duration })
      this.#emit({ type: 'buffered', buffered: bufferedEnd(element) })
    }
  }

  play() {
    return this.#current.play()
  }

  pause() {
    this.#current.pause()
  }

  seek(seconds: number) {
    this.#current.currentTime = seconds
  }

  setVolume(volume: number, muted: boolean) {
    this.#volume = volume
    this.#muted = muted
    this.#applyVolume()
  }

  setTrackGain(factor: number) {
    this.#trackGain = Math.min(1, factor)
    this.#applyVolume()
  }

  /** Two elements cannot be started on an exact sample: the next track starts on 'ended'. */
  setTransitions() {}

  #applyVolume() {
    for (const element of this.#elements) {
      element.volume = this.#volume * this.#trackGain
      element.muted = this.#muted
    }
  }

  preload(src: string, amount: PreloadAmount = 'auto') {
    const spare = 1 - this.#active
    if (this.#sources[spare] !== src) this.#setSource(spare, src, amount)
    // A track primed with its metadata that turns out to come next is buffered whole.
    else if (amount === 'auto') this.#elements[spare].preload = 'auto'
  }

  unload() {
    this.#release(this.#active)
  }

  subscribe(listener: Listener) {
    this.#listeners.add(listener)
    return () => {
      this.#listeners.delete(listener)
    }
  }

  get #current() {
    return this.#elements[this.#active]
  }

  #setSource(index: number, src: string, amount: PreloadAmount) {
    this.#versions[index]++
    this.#sources[index] = src
    // Before src: the element reads it when it starts loading.
    this.#elements[index].preload = amount
    this.#elements[index].src = src
  }

  /** Stops an element and its download. */
  #release(index: number) {
    const element = this.#elements[index]
    this.#sources[index] = null
    element.pause()
    element.removeAttribute('src')
    element.load()
  }

  #emit(event: AudioEvent) {
    this.#listeners.forEach((listener) => listener(event))
  }

  #forwardEvents(element: AudioElement) {
    const on = (name: string, toEvent: () => AudioEvent | null) =>
      element.addEventListener(name, () => {
        if (element !== this.#current || !this.#sources[this.#active]) return
        const event = toEvent()
        if (event) this.#emit(event)
      })
    on('timeupdate', () => ({ type: 'time', position: element.currentTime }))
    on('durationchange', () =>
      Number.isFinite(element.duration) ? { type: 'duration', duration: element.duration } : null
    )
    // A fast download can finish between two progress events: 'suspend' tells the last word.
    for (const name of ['progress', 'suspend', 'canplaythrough'])
      on(name, () => ({ type: 'buffered', buffered: bufferedEnd(element) }))
    on('canplay', () => ({ type: 'canplay' }))
    on('waiting', () => ({ type: 'waiting' }))
    on('playing', () => ({ type: 'playing' }))
    // The end of a track pauses the element too; 'ended' says it better.
    on('pause', () => (element.ended ? null : { type: 'pause' }))
    on('ended', () => ({ type: 'ended' }))
    on('error', () => ({ type: 'error' }))
  }
}

/** Seconds buffered without a gap from the playing position. */
export function bufferedEnd(element: AudioElement) {
  const { buffered, currentTime } = element
  for (let index = 0; index < buffered.length; index++) {
    if (buffered.start(index) <= currentTime && currentTime <= buffered.end(index))
      return buffered.end(index)
  }
  return 0
}

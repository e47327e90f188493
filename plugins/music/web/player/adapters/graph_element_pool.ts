import type { AudioElement } from './html_audio_output.js'

/** The parts of a gain node used by the Web Audio output (GainNode satisfies it). */
export interface AudioParamLike {
  value: number
  cancelScheduledValues(startTime: number): unknown
  setValueAtTime(value: number, startTime: number): unknown
  setValueCurveAtTime(values: Float32Array, startTime: number, duration: number): unknown
}

export interface GainNodeLike {
  readonly gain: AudioParamLike
  connect(destination: unknown): unknown
  disconnect(): void
}

export interface AudioNodeLike {
  connect(destination: unknown): unknown
  disconnect(): void
}

/** An <audio> element as the Web Audio output streams through it. */
export interface StreamingElement extends AudioElement {
  crossOrigin: string | null
}

/** A streaming element wired into the graph: element -> its source node -> its level. */
export interface GraphElement {
  readonly element: StreamingElement
  /** Cut or faded to hand the track over to its decoded buffer. */
  readonly level: GainNodeLike
  /** Set while a voice streams through it; only its events are forwarded. */
  owner: object | null
}

interface ElementGraph {
  createGain(): GainNodeLike
  createMediaElementSource(element: never): AudioNodeLike
}

/**
 * <audio> elements whose sound goes through the Web Audio graph. A browser
 * lets an element be wired into a graph once (createMediaElementSource
 * throws the second time), so elements are kept and reused, not thrown
 * away: at most the current track's, the next one's and one being let go.
 */
export class GraphElementPool {
  #free: GraphElement[] = []

  constructor(
    private graph: ElementGraph,
    private createElement: () => StreamingElement,
    private onEvent: (slot: GraphElement, type: string) => void
  ) {}

  /** A silent element ready for a source, its level at 1, to be connected by the caller. */
  take(owner: object): GraphElement {
    const slot = this.#free.pop() ?? this.#create()
    slot.owner = owner
    slot.level.gain.cancelScheduledValues(0)
    slot.level.gain.value = 1
    return slot
  }

  /** Stops the element and its download, and keeps it for a later track. */
  give(slot: GraphElement) {
    slot.owner = null
    slot.element.pause()
    slot.element.removeAttribute('src')
    slot.element.load()
    slot.level.disconnect()
    this.#free.push(slot)
  }

  #create(): GraphElement {
    const element = this.createElement()
    // The stream may redirect to a bucket on another origin: without CORS, a graph hears an element's sound as silence.
    element.crossOrigin = 'anonymous'
    const level = this.graph.createGain()
    this.graph.createMediaElementSource(element as never).connect(level)
    const slot: GraphElement = { element, level, owner: null }
    for (const type of ELEMENT_EVENTS) element.addEventListener(type, () => slot.owner && this.onEvent(slot, type))
    return slot
  }
}

const ELEMENT_EVENTS = [
  'timeupdate',
  'durationchange',
  'progress',
  'suspend',
  'canplay',
  'waiting',
  'playing',
  'pause',
  'ended',
  'error',
]

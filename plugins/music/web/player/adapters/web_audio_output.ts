import type { AudioEvent, AudioOutput, FollowingTrack, PreloadAmount } from '../engine/ports.js'
import { equalPowerCurve, planTransition } from '../engine/transition.js'
import {
  GraphElementPool,
  type AudioNodeLike,
  type GainNodeLike,
  type GraphElement,
  type StreamingElement,
} from './graph_element_pool.js'
import { bufferedEnd } from './html_audio_output.js'

export type { AudioParamLike, GainNodeLike, StreamingElement } from './graph_element_pool.js'

type Listener = (event: AudioEvent) => void

/** How often the position is reported while a decoded buffer plays (an <audio> element's timeupdate rate). */
const TICK_MS = 250
/** A transition closer than this is left to the 'ended' event: the audio thread could miss it. */
const SCHEDULE_MARGIN_SECONDS = 0.05
/** Points of a crossfade's gain curve per second (smooth at any length, cheap to build). */
const CURVE_POINTS_PER_SECOND = 100
/**
 * Longer tracks are never decoded whole: decoded PCM is float32, so 15
 * minutes of 48 kHz stereo are ~350 MB, and two such are held at most (the
 * current and the next). A DJ mix of an hour would be 1.4 GB: it streams.
 */
export const MAX_DECODED_SECONDS = 15 * 60
/**
 * The element hands over to the decoded buffer this far ahead, so the
 * audio thread has the buffer's start before it is due.
 */
const HANDOVER_LEAD_SECONDS = 0.1
/**
 * The element and the buffer overlap this long with linear fades (the same
 * sound, so equal gain, not equal power): the element's position is read on
 * the main thread and may be a few milliseconds off the buffer's; a short
 * blend of two near-identical signals is inaudible where a cut would click.
 */
const HANDOVER_FADE_SECONDS = 0.03
const FADE_IN = Float32Array.of(0, 1)
const FADE_OUT = Float32Array.of(1, 0)

/*
 * The parts of Web Audio used here (AudioContext and its nodes satisfy
 * them; unit tests drive a fake with the same shape).
 */
export interface DecodedAudio {
  readonly duration: number
}

export interface BufferSourceLike {
  buffer: DecodedAudio | null
  onended: ((...args: never[]) => unknown) | null
  connect(destination: unknown): unknown
  disconnect(): void
  start(when: number, offset: number): void
  stop(): void
}

export interface AudioGraph {
  readonly currentTime: number
  readonly state: string
  readonly destination: unknown
  resume(): Promise<void>
  createGain(): GainNodeLike
  createBufferSource(): BufferSourceLike
  createMediaElementSource(element: never): AudioNodeLike
  decodeAudioData(bytes: ArrayBuffer): Promise<DecodedAudio>
}

type DecodeState = 'none' | 'pending' | 'ready' | 'failed'

/**
 * One track and the nodes it plays through: its streaming element
 * (element -> level -> ReplayGain) until its decoded buffer takes over
 * (source -> fade -> ReplayGain); ReplayGain -> master.
 */
interface Voice {
  src: string
  /** Seconds, once known: from the catalogue, the element's metadata or the decoded buffer. */
  duration: number | null
  decode: DecodeState
  buffer: DecodedAudio | null
  abort: AbortController
  /** The <audio> element streaming the track (with Range requests) while no decoded buffer plays it. */
  stream: GraphElement | null
  /** The stream can play (its 'canplay' came): a decode started then no longer competes with the start. */
  streamReady: boolean
  /** The element sounds (between its 'playing' and a 'waiting' or 'pause'). */
  streamSounding: boolean
  streamFailed: boolean
  /** Crossfade ramps and the hand-over's fade-in; 1 otherwise. */
  fade: GainNodeLike
  /** Audio-clock time the hand-over's fade-in ends: no other ramp may overlap it. */
  fadeFreeFrom: number
  replayGain: GainNodeLike
  node: BufferSourceLike | null
  /** Audio-clock time at which the buffer's second 0 plays (or would have). */
  origin: number
  /** Where it stands while not playing. */
  offset: number
  /** Set for the track that follows the current one: it may start on its own (gapless, crossfade). */
  following: boolean
}

/**
 * AudioOutput on Web Audio. A track starts at once through an <audio>
 * element wired into the graph (so volume, ReplayGain and fades apply):
 * it streams with Range requests and seeks at once. Meanwhile, a track no
 * longer than MAX_DECODED_SECONDS is fetched and decoded whole, and when
 * that is done the element hands over to the buffer at the position it
 * reached. The track after it is decoded ahead, so it starts on the exact
 * sample the current one ends (gapless) or earlier with equal-power fades
 * (crossfade). Only the current track and the one after it are held
 * decoded. Longer tracks always stream: into and out of them the next
 * track starts on the element's 'ended' (a few milliseconds of gap).
 *
 * The engine is told 'ended' when the current track stops; loading the
 * track already scheduled then takes it over as it plays, so the engine
 * drives this output exactly like the <audio> one.
 */
export class WebAudioOutput implements AudioOutput {
  #context: AudioGraph
  #master: GainNodeLike
  #elements: GraphElementPool
  #current: Voice | null = null
  #next: Voice | null = null
  #playing = false
  #crossfadeSeconds = 0
  #gapless = true
  #ticker: ReturnType<typeof setInterval> | null = null
  #listeners = new Set<Listener>()

  constructor(
    context: AudioGraph,
    createElement: () => StreamingElement,
    /** Whether the page had a user gesture: a context cannot start before one. */
    private hasUserGesture: () => boolean,
    private fetchAudio: (src: string, signal: AbortSignal) => Promise<ArrayBuffer> = defaultFetch
  ) {
    this.#context = context
    this.#master = context.createGain()
    this.#master.connect(context.destination)
    this.#elements = new GraphElementPool(context, createElement, (slot, type) => this.#onElementEvent(slot, type))
  }

  load(src: string, startAt: number) {
    const next = this.#next
    this.#next = null
    if (next?.src === src && next.node && next.origin <= this.#context.currentTime) {
      // The scheduled track already sounds (the current one ended into it): it carries on.
      this.#release(this.#current)
      this.#current = next
      next.following = false
      this.#emitReady(next)
      return
    }
    this.#unschedule(next)
    this.#release(this.#current)
    this.#playing = false
    this.#stopTicker()
    const voice = next?.src === src ? next : this.#voice(src)
    if (voice !== next) this.#release(next)
    voice.following = false
    voice.offset = startAt
    this.#current = voice
    if (voice.buffer) {
      this.#emitReady(voice)
      return
    }
    const primed = voice.stream !== null
    const element = this.#streamFor(voice)
    if (startAt > 0 || element.currentTime !== 0) element.currentTime = startAt
    // A primed element's metadata and data arrived while nobody listened.
    if (primed && Number.isFinite(element.duration)) this.#emit({ type: 'duration', duration: element.duration })
    if (primed) this.#emit({ type: 'buffered', buffered: bufferedEnd(element) })
    this.#decodeIfWanted(voice)
  }

  async play() {
    if (this.#context.state !== 'running') {
      if (!this.hasUserGesture()) throw new DOMException('Audio needs a user gesture first.', 'NotAllowedError')
      await this.#context.resume()
    }
    const voice = this.#current
    if (!voice || this.#playing) {
      if (voice && this.#playing && (voice.node || voice.streamSounding)) this.#emit({ type: 'playing' })
      return
    }
    this.#playing = true
    if (voice.buffer) return this.#start(voice)
    if (!voice.stream || voice.streamFailed) return this.#emit({ type: 'waiting' })
    const stream = voice.stream
    try {
      await stream.element.play()
    } catch (error) {
      // Blocked autoplay: the engine waits for a click. An AbortError (a newer load, a hand-over) changes nothing here.
      if (voice.stream === stream && (error as { name?: string }).name === 'NotAllowedError') this.#playing = false
      throw error
    }
  }

  pause() {
    const voice = this.#current
    if (!voice || !this.#playing) return
    this.#playing = false
    voice.offset = this.#position(voice)
    this.#stopNode(voice)
    voice.stream?.element.pause()
    this.#unschedule(this.#next)
    this.#stopTicker()
  }

  seek(seconds: number) {
    const voice = this.#current
    if (!voice) return
    voice.offset = seconds
    // The element asks for the range it needs: seeking does not wait for the decode.
    if (voice.stream) voice.stream.element.currentTime = seconds
    if (!this.#playing || !voice.buffer) return
    this.#unschedule(this.#next)
    this.#stopNode(voice)
    this.#start(voice)
  }

  setVolume(volume: number, muted: boolean) {
    this.#master.gain.value = muted ? 0 : volume
  }

  setTrackGain(factor: number) {
    if (this.#current) this.#current.replayGain.gain.value = factor
  }

  setTransitions(crossfadeSeconds: number, gapless: boolean) {
    // The same choice handed over again (a player bar mounted anew) keeps the start already scheduled:
    // taking it back and scheduling it again starts the next track's buffer twice, or, near the end, not at all.
    if (crossfadeSeconds === this.#crossfadeSeconds && gapless === this.#gapless) return
    this.#crossfadeSeconds = crossfadeSeconds
    this.#gapless = gapless
    this.#unschedule(this.#next)
    this.#scheduleFollowing()
  }

  /**
   * Gets the track that comes next (`following`) or one about to be picked
   * ready. The following track is decoded when it is short enough, so it
   * can be scheduled; any other (too long, length unknown, a hovered play
   * button) is buffered by an element, so it starts at once. A mere priming
   * ('metadata') does nothing: the current track's element keeps the network.
   */
  preload(src: string, amount: PreloadAmount = 'auto', following?: FollowingTrack) {
    if (amount === 'metadata' || src === this.#current?.src) return
    if (this.#next?.src !== src) {
      this.#release(this.#next)
      this.#next = this.#voice(src)
    }
    const voice = this.#next
    voice.following = Boolean(following)
    if (following) {
      voice.replayGain.gain.value = following.gain
      voice.duration ??= following.duration
    }
    this.#decodeIfWanted(voice)
    if (!voice.buffer && voice.decode !== 'pending') this.#streamFor(voice)
    this.#scheduleFollowing()
  }

  unload() {
    this.#playing = false
    this.#stopTicker()
    this.#release(this.#current)
    this.#release(this.#next)
    this.#current = null
    this.#next = null
  }

  subscribe(listener: Listener) {
    this.#listeners.add(listener)
    return () => {
      this.#listeners.delete(listener)
    }
  }

  /* ---------- Voices ---------- */

  #voice(src: string): Voice {
    const fade = this.#context.createGain()
    const replayGain = this.#context.createGain()
    fade.connect(replayGain)
    replayGain.connect(this.#master)
    return {
      src,
      duration: null,
      decode: 'none',
      buffer: null,
      abort: new AbortController(),
      stream: null,
      streamReady: false,
      streamSounding: false,
      streamFailed: false,
      fade,
      fadeFreeFrom: 0,
      replayGain,
      node: null,
      origin: 0,
      offset: 0,
      following: false,
    }
  }

  /** The voice's element, given the track to stream if it has none yet. */
  #streamFor(voice: Voice) {
    if (!voice.stream) {
      const stream = this.#elements.take(voice)
      stream.level.connect(voice.replayGain)
      // Before src: the element reads it when it starts loading.
      stream.element.preload = 'auto'
      stream.element.src = voice.src
      voice.stream = stream
      voice.streamReady = false
      voice.streamSounding = false
      voice.streamFailed = false
    }
    return voice.stream.element
  }

  /** Hands the element back to the pool (its download stops). */
  #dropStream(voice: Voice) {
    const stream = voice.stream
    if (!stream) return
    voice.stream = null
    voice.streamSounding = false
    this.#elements.give(stream)
  }

  /**
   * Decodes the current or following track when it is known to be short
   * enough; the current one only once its element can play, so the whole
   * file's download does not delay the start.
   */
  #decodeIfWanted(voice: Voice) {
    if (voice.decode !== 'none' || (voice !== this.#current && !voice.following)) return
    if (voice.duration === null || voice.duration > MAX_DECODED_SECONDS) return
    if (voice.stream && !voice.streamReady && !voice.streamFailed) return
    voice.decode = 'pending'
    void this.#decode(voice)
  }

  async #decode(voice: Voice) {
    let buffer: DecodedAudio
    try {
      const bytes = await this.fetchAudio(voice.src, voice.abort.signal)
      buffer = await this.#context.decodeAudioData(bytes)
    } catch {
      if (voice.abort.signal.aborted) return
      voice.decode = 'failed'
      // The element plays the track on; only when it cannot either is there an error.
      if (voice === this.#current && (!voice.stream || voice.streamFailed)) this.#emit({ type: 'error' })
      if (voice === this.#next) this.#streamFor(voice)
      return
    }
    // Released while decoding: its memory goes now, not with the last reference.
    if (voice.abort.signal.aborted) return
    voice.buffer = buffer
    voice.decode = 'ready'
    voice.duration = buffer.duration
    if (voice === this.#current) this.#takeOverFromStream(voice)
    else if (voice === this.#next) {
      this.#dropStream(voice)
      this.#scheduleFollowing()
    }
  }

  /** The current track's buffer is decoded: it plays from here on, from where the element is. */
  #takeOverFromStream(voice: Voice) {
    this.#emitReady(voice)
    if (this.#playing && voice.streamSounding) return this.#handOver(voice)
    if (voice.stream && !voice.streamFailed) voice.offset = voice.stream.element.currentTime
    this.#dropStream(voice)
    if (this.#playing) this.#start(voice)
  }

  /**
   * The sounding element gives way to the buffer at the same position,
   * shortly ahead (so the audio thread has the start in time), the two
   * blended for a few milliseconds. Close to its end the element plays on:
   * the track is nearly over.
   */
  #handOver(voice: Voice) {
    const stream = voice.stream!
    const buffer = voice.buffer!
    const now = this.#context.currentTime
    const at = now + HANDOVER_LEAD_SECONDS
    const offset = stream.element.currentTime + HANDOVER_LEAD_SECONDS
    if (offset > buffer.duration - HANDOVER_LEAD_SECONDS - HANDOVER_FADE_SECONDS) return
    voice.fade.gain.cancelScheduledValues(0)
    voice.fade.gain.setValueCurveAtTime(FADE_IN, at, HANDOVER_FADE_SECONDS)
    voice.fadeFreeFrom = at + HANDOVER_FADE_SECONDS
    stream.level.gain.setValueCurveAtTime(FADE_OUT, at, HANDOVER_FADE_SECONDS)
    voice.origin = at - offset
    voice.node = this.#sourceNode(voice)
    voice.node.start(at, offset)
    // Its events stop counting now; it goes back to the pool once faded out.
    voice.stream = null
    voice.streamSounding = false
    stream.owner = null
    setTimeout(() => this.#elements.give(stream), (at - now + HANDOVER_FADE_SECONDS) * 1000 + TICK_MS)
    this.#startTicker()
    this.#scheduleFollowing()
  }

  /** Starts the current voice's buffer now from its offset. */
  #start(voice: Voice) {
    const buffer = voice.buffer!
    const offset = Math.min(Math.max(0, voice.offset), buffer.duration)
    const now = this.#context.currentTime
    voice.fade.gain.cancelScheduledValues(0)
    voice.fade.gain.value = 1
    voice.fadeFreeFrom = 0
    voice.origin = now - offset
    voice.node = this.#sourceNode(voice)
    voice.node.start(now, offset)
    this.#emit({ type: 'playing' })
    this.#emit({ type: 'time', position: offset })
    this.#startTicker()
    this.#scheduleFollowing()
  }

  #sourceNode(voice: Voice) {
    const node = this.#context.createBufferSource()
    node.buffer = voice.buffer
    node.connect(voice.fade)
    node.onended = () => this.#onNodeEnded(voice, node)
    return node
  }

  /**
   * The next track is set to start where the current one ends (gapless),
   * or `crossfade` seconds earlier with the two fading into each other.
   * Both must be decoded buffers: an element's end is not on the audio clock.
   */
  #scheduleFollowing() {
    const current = this.#current
    const next = this.#next
    if (!this.#playing || !current?.node || !current.buffer || !next?.buffer || !next.following || next.node) return
    if (!this.#gapless && this.#crossfadeSeconds <= 0) return
    const currentDuration = current.buffer.duration
    const plan = planTransition(current.origin + currentDuration, currentDuration, next.buffer.duration, this.#crossfadeSeconds)
    if (plan.nextStartAt < Math.max(this.#context.currentTime + SCHEDULE_MARGIN_SECONDS, current.fadeFreeFrom)) return
    next.origin = plan.nextStartAt
    next.node = this.#sourceNode(next)
    next.node.start(plan.nextStartAt, 0)
    if (plan.fadeSeconds > 0) {
      const points = Math.ceil(plan.fadeSeconds * CURVE_POINTS_PER_SECOND)
      current.fade.gain.setValueCurveAtTime(equalPowerCurve(points, 'out'), plan.nextStartAt, plan.fadeSeconds)
      next.fade.gain.setValueCurveAtTime(equalPowerCurve(points, 'in'), plan.nextStartAt, plan.fadeSeconds)
    }
  }

  /** Takes back a scheduled start (a pause, a seek, a different next track): both play unfaded again. */
  #unschedule(next: Voice | null) {
    if (!next?.node) return
    this.#stopNode(next)
    const now = this.#context.currentTime
    for (const voice of [next, this.#current]) {
      if (!voice) continue
      // A hand-over's fade-in still under way is kept.
      const from = Math.max(now, voice.fadeFreeFrom)
      voice.fade.gain.cancelScheduledValues(from)
      voice.fade.gain.setValueAtTime(1, from)
    }
  }

  #onNodeEnded(voice: Voice, node: BufferSourceLike) {
    // Stops asked for here (pause, seek, release) end a node too; only the current one running out counts.
    if (voice !== this.#current || node !== voice.node || !this.#playing) return
    voice.node = null
    voice.offset = voice.buffer?.duration ?? 0
    // Sound goes on only when the next track took over; otherwise the engine plays what it picks next.
    if (!this.#next?.node) {
      this.#playing = false
      this.#stopTicker()
    }
    this.#emit({ type: 'ended' })
  }

  #stopNode(voice: Voice) {
    const node = voice.node
    voice.node = null
    if (!node) return
    node.onended = null
    try {
      node.stop()
    } catch {
      // A node scheduled but never started throws on some engines: it is stopped either way.
    }
    node.disconnect()
  }

  /** Frees a voice: its download, its element, its nodes and its decoded audio. */
  #release(voice: Voice | null) {
    if (!voice) return
    voice.abort.abort()
    this.#stopNode(voice)
    this.#dropStream(voice)
    voice.fade.disconnect()
    voice.replayGain.disconnect()
    voice.buffer = null
  }

  #position(voice: Voice) {
    if (voice.stream && !voice.streamFailed) return voice.stream.element.currentTime
    if (!this.#playing || !voice.node || !voice.buffer) return voice.offset
    return Math.min(Math.max(0, this.#context.currentTime - voice.origin), voice.buffer.duration)
  }

  /* ---------- Events ---------- */

  /** An element's event, for the voice streaming through it. Only the current track's reach the engine. */
  #onElementEvent(stream: GraphElement, type: string) {
    const voice = stream.owner as Voice
    if (voice.stream !== stream) return
    const element = stream.element
    if (type === 'durationchange' && Number.isFinite(element.duration)) voice.duration ??= element.duration
    if (type === 'canplay') {
      voice.streamReady = true
      this.#decodeIfWanted(voice)
    }
    if (type === 'playing') voice.streamSounding = true
    if (type === 'waiting' || type === 'pause') voice.streamSounding = false
    if (type === 'error') {
      voice.streamFailed = true
      voice.streamSounding = false
      this.#decodeIfWanted(voice)
    }
    if (voice === this.#current) this.#forwardElementEvent(voice, type, element)
  }

  #forwardElementEvent(voice: Voice, type: string, element: StreamingElement) {
    switch (type) {
      case 'timeupdate':
        return this.#emit({ type: 'time', position: element.currentTime })
      case 'durationchange':
        return Number.isFinite(element.duration) && this.#emit({ type: 'duration', duration: element.duration })
      // A fast download can finish between two progress events: 'suspend' tells the last word.
      case 'progress':
      case 'suspend':
        return this.#emit({ type: 'buffered', buffered: bufferedEnd(element) })
      case 'canplay':
      case 'waiting':
        return this.#emit({ type })
      case 'playing':
        return this.#playing && this.#emit({ type: 'playing' })
      case 'pause':
        // Paused without being asked (headphones unplugged); the end of a track pauses it too.
        if (!this.#playing || element.ended) return
        this.#playing = false
        voice.offset = element.currentTime
        return this.#emit({ type: 'pause' })
      case 'ended':
        return this.#onStreamEnded(voice)
      case 'error':
        // The decoded buffer plays the track once ready: an error only when there will be none.
        if (voice.decode === 'pending') return this.#emit({ type: 'waiting' })
        return this.#emit({ type: 'error' })
    }
  }

  /** A streamed track ran out: nothing was scheduled after it, the engine plays what comes next. */
  #onStreamEnded(voice: Voice) {
    voice.offset = voice.duration ?? voice.offset
    this.#playing = false
    this.#stopTicker()
    this.#emit({ type: 'ended' })
  }

  #emitReady(voice: Voice) {
    const duration = voice.buffer?.duration
    if (duration === undefined) return
    this.#emit({ type: 'duration', duration })
    this.#emit({ type: 'buffered', buffered: duration })
    this.#emit({ type: 'canplay' })
    if (this.#playing && voice.node) this.#emit({ type: 'time', position: this.#position(voice) })
  }

  #startTicker() {
    if (this.#ticker !== null) return
    this.#ticker = setInterval(() => {
      if (this.#current) this.#emit({ type: 'time', position: this.#position(this.#current) })
    }, TICK_MS)
  }

  #stopTicker() {
    if (this.#ticker === null) return
    clearInterval(this.#ticker)
    this.#ticker = null
  }

  #emit(event: AudioEvent) {
    this.#listeners.forEach((listener) => listener(event))
  }
}

async function defaultFetch(src: string, signal: AbortSignal) {
  const response = await fetch(src, { signal, credentials: 'same-origin' })
  if (!response.ok) throw new Error(`Audio request failed: ${response.status}`)
  return response.arrayBuffer()
}

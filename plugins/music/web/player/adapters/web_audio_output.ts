import type { AudioEvent, AudioOutput, FollowingTrack, PreloadAmount } from '../engine/ports.js'
import { equalPowerCurve, planTransition } from '../engine/transition.js'

type Listener = (event: AudioEvent) => void

/** How often the position is reported while playing (an <audio> element's timeupdate rate). */
const TICK_MS = 250
/** A transition closer than this is left to the 'ended' event: the audio thread could miss it. */
const SCHEDULE_MARGIN_SECONDS = 0.05
/** Points of a crossfade's gain curve per second (smooth at any length, cheap to build). */
const CURVE_POINTS_PER_SECOND = 100

/*
 * The parts of Web Audio used here (AudioContext and its nodes satisfy
 * them; unit tests drive a fake with the same shape).
 */
export interface DecodedAudio {
  readonly duration: number
}

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
  decodeAudioData(bytes: ArrayBuffer): Promise<DecodedAudio>
}

/** One decoded track and the nodes it plays through: source -> fade -> ReplayGain -> master. */
interface Voice {
  src: string
  buffer: DecodedAudio | null
  failed: boolean
  abort: AbortController
  /** Crossfade ramps; 1 otherwise. */
  fade: GainNodeLike
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
 * AudioOutput on Web Audio: each track is fetched and decoded whole, so the
 * next one can be started on the exact sample the current one ends
 * (gapless) or earlier with equal-power fades (crossfade). Only the
 * current track and the one after it are held decoded (a few minutes of
 * PCM each). The engine is told 'ended' when the current track's source
 * stops; loading the track already scheduled then takes it over as it
 * plays, so the engine drives this output exactly like the <audio> one.
 */
export class WebAudioOutput implements AudioOutput {
  #context: AudioGraph
  #master: GainNodeLike
  #current: Voice | null = null
  #next: Voice | null = null
  #playing = false
  #crossfadeSeconds = 0
  #gapless = true
  #ticker: ReturnType<typeof setInterval> | null = null
  #listeners = new Set<Listener>()

  constructor(
    context: AudioGraph,
    /** Whether the page had a user gesture: a context cannot start before one. */
    private hasUserGesture: () => boolean,
    private fetchAudio: (src: string, signal: AbortSignal) => Promise<ArrayBuffer> = defaultFetch
  ) {
    this.#context = context
    this.#master = context.createGain()
    this.#master.connect(context.destination)
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
    const voice = next?.src === src && !next.failed ? next : this.#voice(src)
    if (voice !== next) this.#release(next)
    voice.following = false
    voice.offset = startAt
    this.#current = voice
    if (voice.buffer) this.#emitReady(voice)
  }

  async play() {
    if (this.#context.state !== 'running') {
      if (!this.hasUserGesture()) throw new DOMException('Audio needs a user gesture first.', 'NotAllowedError')
      await this.#context.resume()
    }
    const voice = this.#current
    if (!voice || this.#playing) {
      if (voice && this.#playing) this.#emit({ type: 'playing' })
      return
    }
    this.#playing = true
    if (voice.buffer) this.#start(voice)
    else this.#emit({ type: 'waiting' })
  }

  pause() {
    const voice = this.#current
    if (!voice || !this.#playing) return
    this.#playing = false
    voice.offset = this.#position(voice)
    this.#stopNode(voice)
    this.#unschedule(this.#next)
    this.#stopTicker()
  }

  seek(seconds: number) {
    const voice = this.#current
    if (!voice) return
    voice.offset = seconds
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
   * Decodes the track that comes next (`following`) or one about to be
   * picked. A mere priming ('metadata') decodes nothing: a whole decoded
   * track is too much memory for a maybe.
   */
  preload(src: string, amount: PreloadAmount = 'auto', following?: FollowingTrack) {
    if (amount === 'metadata' || src === this.#current?.src) return
    if (this.#next?.src !== src || this.#next.failed) {
      this.#release(this.#next)
      this.#next = this.#voice(src)
    }
    const voice = this.#next
    voice.following = Boolean(following)
    if (following) voice.replayGain.gain.value = following.gain
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
    const voice: Voice = {
      src,
      buffer: null,
      failed: false,
      abort: new AbortController(),
      fade,
      replayGain,
      node: null,
      origin: 0,
      offset: 0,
      following: false,
    }
    void this.#decode(voice)
    return voice
  }

  async #decode(voice: Voice) {
    try {
      const bytes = await this.fetchAudio(voice.src, voice.abort.signal)
      voice.buffer = await this.#context.decodeAudioData(bytes)
    } catch {
      if (voice.abort.signal.aborted) return
      voice.failed = true
      if (voice === this.#current) this.#emit({ type: 'error' })
      return
    }
    if (voice === this.#current) {
      this.#emitReady(voice)
      if (this.#playing) this.#start(voice)
    } else if (voice === this.#next) {
      this.#scheduleFollowing()
    }
  }

  /** Starts the current voice now from its offset. */
  #start(voice: Voice) {
    const buffer = voice.buffer!
    const offset = Math.min(Math.max(0, voice.offset), buffer.duration)
    const now = this.#context.currentTime
    voice.fade.gain.cancelScheduledValues(0)
    voice.fade.gain.value = 1
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
   */
  #scheduleFollowing() {
    const current = this.#current
    const next = this.#next
    if (!this.#playing || !current?.buffer || !next?.buffer || !next.following || next.node) return
    if (!this.#gapless && this.#crossfadeSeconds <= 0) return
    const currentDuration = current.buffer.duration
    const plan = planTransition(current.origin + currentDuration, currentDuration, next.buffer.duration, this.#crossfadeSeconds)
    if (plan.nextStartAt < this.#context.currentTime + SCHEDULE_MARGIN_SECONDS) return
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
      voice.fade.gain.cancelScheduledValues(0)
      voice.fade.gain.setValueAtTime(1, now)
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

  /** Frees a voice: its download, its nodes and its decoded audio. */
  #release(voice: Voice | null) {
    if (!voice) return
    voice.abort.abort()
    this.#stopNode(voice)
    voice.fade.disconnect()
    voice.replayGain.disconnect()
    voice.buffer = null
  }

  #position(voice: Voice) {
    if (!this.#playing || !voice.node || !voice.buffer) return voice.offset
    return Math.min(Math.max(0, this.#context.currentTime - voice.origin), voice.buffer.duration)
  }

  /* ---------- Events ---------- */

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

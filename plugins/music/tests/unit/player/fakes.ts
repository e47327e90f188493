import { FakeClock } from '../../../../../tests/unit/web/helpers/fake_clock.js'
import { PlayerEngine } from '../../../web/player/engine/player_engine.js'
import type { PlaySource } from '../../../shared/play_sources.js'
import type {
  AudioEvent,
  AudioOutput,
  FollowingTrack,
  MediaSessionBridge,
  MediaSessionHandlers,
  PersistedPlayback,
  PersistedQueue,
  PlayerStorage,
  PlayReporter,
  PreloadAmount,
  RadioSource,
} from '../../../web/player/engine/ports.js'
import type { PlayerTrack, RadioSeed } from '../../../web/player/engine/types.js'
import type { GainSettings } from '../../../web/player/engine/replay_gain.js'

/** A catalogue track; 200 s long unless said otherwise. */
export function track(id: number, overrides: Partial<PlayerTrack> = {}): PlayerTrack {
  return {
    id,
    name: `Track ${id}`,
    artists: [{ id: 100 + id, name: `Artist ${id}` }],
    album: { id: 500, name: 'Album' },
    image: `/covers/${id}.jpg`,
    duration: 200,
    src: `/api/v1/music/tracks/${id}/stream`,
    ...overrides,
  }
}

export function tracks(...ids: number[]) {
  return ids.map((id) => track(id))
}

/** Lets rejected play() promises and radio answers settle. */
export function flush() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0))
}

/** Records what the engine asks of the audio and plays like a browser that allows autoplay. */
export class FakeAudio implements AudioOutput {
  calls: string[] = []
  src: string | null = null
  preloaded: string[] = []
  volume = -1
  muted = false
  trackGain = 1
  transitions = { crossfadeSeconds: 0, gapless: true }
  /** The gain each `following` preload came with, by src. */
  followingGains = new Map<string, number>()
  /** What play() does; by default sound starts at once. */
  onPlay: () => Promise<void> = () => {
    this.emit({ type: 'playing' })
    return Promise.resolve()
  }
  #listeners = new Set<(event: AudioEvent) => void>()

  load(src: string, startAt: number) {
    this.src = src
    this.calls.push(`load ${src} @${startAt}`)
  }

  play() {
    this.calls.push('play')
    return this.onPlay()
  }

  pause() {
    this.calls.push('pause')
  }

  seek(seconds: number) {
    this.calls.push(`seek ${seconds}`)
  }

  setVolume(volume: number, muted: boolean) {
    this.volume = volume
    this.muted = muted
  }

  setTrackGain(factor: number) {
    this.trackGain = factor
  }

  setTransitions(crossfadeSeconds: number, gapless: boolean) {
    this.transitions = { crossfadeSeconds, gapless }
  }

  /** Whole-track preloads as their src, metadata-only ones as `src (metadata)`. */
  preload(src: string, amount: PreloadAmount = 'auto', following?: FollowingTrack) {
    if (following) this.followingGains.set(src, following.gain)
    this.preloaded.push(amount === 'auto' ? src : `${src} (${amount})`)
  }

  unload() {
    this.src = null
    this.calls.push('unload')
  }

  subscribe(listener: (event: AudioEvent) => void) {
    this.#listeners.add(listener)
    return () => {
      this.#listeners.delete(listener)
    }
  }

  emit(event: AudioEvent) {
    this.#listeners.forEach((listener) => listener(event))
  }

  /** Plays from `from` to `to` seconds, reporting the position four times a second. */
  advance(from: number, to: number) {
    for (let position = from + 0.25; position <= to + 1e-9; position += 0.25)
      this.emit({ type: 'time', position: Math.round(position * 100) / 100 })
  }

  get listenerCount() {
    return this.#listeners.size
  }
}

export class MemoryStorage implements PlayerStorage {
  queue: PersistedQueue | null = null
  playback: PersistedPlayback | null = null
  queueSaves = 0
  playbackSaves = 0

  loadQueue() {
    return this.queue && structuredClone(this.queue)
  }

  loadPlayback() {
    return this.playback && { ...this.playback }
  }

  saveQueue(queue: PersistedQueue) {
    this.queueSaves++
    this.queue = structuredClone(queue)
  }

  savePlayback(playback: PersistedPlayback) {
    this.playbackSaves++
    this.playback = { ...playback }
  }
}

export class FakeMediaSession implements MediaSessionBridge {
  handlers: MediaSessionHandlers | null = null
  metadata: PlayerTrack | null = null
  state: 'playing' | 'paused' | 'none' = 'none'
  positions: Array<[number, number]> = []

  setHandlers(handlers: MediaSessionHandlers) {
    this.handlers = handlers
  }

  setMetadata(playing: PlayerTrack | null) {
    this.metadata = playing
  }

  setPlaybackState(state: 'playing' | 'paused' | 'none') {
    this.state = state
  }

  setPosition(position: number, duration: number) {
    this.positions.push([position, duration])
  }
}

/** Answers each radio request with the next scripted answer (an empty list once they run out). */
export class FakeRadio implements RadioSource {
  seeds: RadioSeed[] = []
  answers: Array<PlayerTrack[] | Error | Promise<PlayerTrack[]>> = []

  tracks(seed: RadioSeed) {
    this.seeds.push(seed)
    const answer = this.answers.shift() ?? []
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)
  }
}

export class FakePlays implements PlayReporter {
  reports: Array<[number, number]> = []
  /** The sources the reports carried, in the same order. */
  sources: Array<PlaySource | undefined> = []
  ends: Array<{ trackId: number; listenedMs: number; source: PlaySource; keepalive: boolean }> = []
  fail = false

  report(trackId: number, listenedMs: number, source?: PlaySource) {
    this.reports.push([trackId, listenedMs])
    this.sources.push(source)
    return this.fail ? Promise.reject(new Error('offline')) : Promise.resolve()
  }

  end(trackId: number, listenedMs: number, source: PlaySource, options: { keepalive?: boolean } = {}) {
    this.ends.push({ trackId, listenedMs, source, keepalive: options.keepalive ?? false })
    return this.fail ? Promise.reject(new Error('offline')) : Promise.resolve()
  }
}

/** A fixed sequence for shuffle, repeated. */
export function sequence(...values: number[]) {
  let index = 0
  return () => values[index++ % values.length]
}

export interface PlayerOptions {
  storage?: MemoryStorage
  radio?: FakeRadio
  random?: () => number
  defaultVolume?: number
  replayGain?: GainSettings
}

export function makePlayer(options: PlayerOptions = {}) {
  const audio = new FakeAudio()
  const storage = options.storage ?? new MemoryStorage()
  const mediaSession = new FakeMediaSession()
  const radio = options.radio ?? new FakeRadio()
  const plays = new FakePlays()
  const clock = new FakeClock()
  const engine = new PlayerEngine({
    audio,
    storage,
    mediaSession,
    radio,
    plays,
    clock,
    random: options.random ?? sequence(0.5),
    defaultVolume: options.defaultVolume,
    replayGain: options.replayGain,
  })
  const state = () => engine.getSnapshot()
  /** Ids of the queued tracks, in queue order. */
  const ids = () => state().queue.map((entry) => entry.track.id)
  return { engine, audio, storage, mediaSession, radio, plays, clock, state, ids }
}

import type { PlaySource } from '../../../shared/play_sources.js'
import type { PlayerTrack, QueueContext, RadioSeed, RepeatMode } from './types.js'

/*
 * What the engine needs from the outside world. The browser implementations
 * live in ../adapters; unit tests pass fakes, so the engine runs without a DOM.
 */

/** What the active audio source reports. Events of a preloading source are not forwarded. */
export type AudioEvent =
  | { type: 'time'; position: number }
  | { type: 'duration'; duration: number }
  | { type: 'buffered'; buffered: number }
  | { type: 'canplay' }
  | { type: 'waiting' }
  | { type: 'playing' }
  /** Playback stopped without the engine asking (headphones unplugged, another tab took over). */
  | { type: 'pause' }
  | { type: 'ended' }
  | { type: 'error' }

/** 'auto' buffers the whole track, 'metadata' what starting it needs. */
export type PreloadAmount = 'auto' | 'metadata'

/** Said of a preloaded track that follows the current one in the queue. */
export interface FollowingTrack {
  /** Its ReplayGain factor, for an output that starts it on its own. */
  gain: number
  /** Seconds, when the catalogue knows them: an output may decline to decode a long track whole. */
  duration: number | null
}

export interface AudioOutput {
  /**
   * Makes `src` the active source, positioned at `startAt` seconds, without
   * starting it. A source already preloaded is taken over as it is.
   */
  load(src: string, startAt: number): void
  /** Rejects with a DOMException named NotAllowedError when the browser blocks autoplay. */
  play(): Promise<void>
  pause(): void
  seek(seconds: number): void
  setVolume(volume: number, muted: boolean): void
  /**
   * The active source's ReplayGain as a factor (engine/replay_gain.ts),
   * applied on top of the volume. An output that cannot amplify caps it at 1.
   */
  setTrackGain(factor: number): void
  /** How tracks follow each other; an output that cannot schedule sound ignores it. */
  setTransitions(crossfadeSeconds: number, gapless: boolean): void
  /**
   * Starts buffering the source likely to play next, so it starts without a
   * gap: all of it, or only what starting it needs (its metadata and first
   * data), for a track that may never be played. `following` when it is the
   * next track of the queue: an output that can starts it by itself right
   * as the current one ends (gapless) or fades into it (crossfade); the
   * engine's load of it on 'ended' then takes it over as it plays.
   */
  preload(src: string, amount?: PreloadAmount, following?: FollowingTrack): void
  /** Stops and releases the active source. */
  unload(): void
  subscribe(listener: (event: AudioEvent) => void): () => void
}

/** The queue as stored: tracks in queue order, the unshuffled order as indexes into them. */
export interface PersistedQueue {
  tracks: PlayerTrack[]
  currentIndex: number
  originalOrder: number[] | null
  context: QueueContext | null
  radioSeed: RadioSeed | null
}

export interface PersistedPlayback {
  position: number
  volume: number
  muted: boolean
  shuffle: boolean
  repeat: RepeatMode
}

/**
 * Survives reloads. Two records because they change at different rates: the
 * queue on edits, the playback (position) every few seconds while playing.
 */
export interface PlayerStorage {
  loadQueue(): PersistedQueue | null
  loadPlayback(): PersistedPlayback | null
  saveQueue(queue: PersistedQueue): void
  savePlayback(playback: PersistedPlayback): void
}

export interface MediaSessionHandlers {
  play(): void
  pause(): void
  previous(): void
  next(): void
  seekTo(seconds: number): void
}

/** The operating system's media controls: lock screen, notification, media keys. */
export interface MediaSessionBridge {
  setHandlers(handlers: MediaSessionHandlers): void
  setMetadata(track: PlayerTrack | null): void
  setPlaybackState(state: 'playing' | 'paused' | 'none'): void
  /** The OS extrapolates from here while playing; called on play, pause, seek and track change. */
  setPosition(position: number, duration: number): void
}

/** More tracks like the seed, for when the queue runs out. */
export interface RadioSource {
  tracks(seed: RadioSeed): Promise<PlayerTrack[]>
}

/**
 * Records listens on the server: `report` once per listen, past the minimum
 * listened time (a play); `end` when any listen ends with something heard
 * (insights' skips and completion). `source` is where playback started.
 */
export interface PlayReporter {
  report(trackId: number, listenedMs: number, source?: PlaySource): Promise<void>
  end(trackId: number, listenedMs: number, source: PlaySource, options?: { keepalive?: boolean }): Promise<void>
}

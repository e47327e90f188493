import type { PlaySource } from '../../../shared/play_sources.js'
import type { TrackGain } from './replay_gain.js'

/** A track as the player needs it: enough to play it, show it and link to it. */
export interface PlayerTrack {
  id: number
  name: string
  /** In credit order; the first one names the album link. */
  artists: ReadonlyArray<{ id: number; name: string }>
  album: { id: number; name: string } | null
  /** Cover URL (the track's own, else its album's). */
  image: string | null
  /** Seconds, when the catalogue knows it before the audio loads. */
  duration: number | null
  /** The audio URL (the stream endpoint). */
  src: string
  /** Loudness measured by the server; absent for tracks queued before it was sent. */
  replayGain?: TrackGain | null
}

/**
 * One place in the queue. The same track may be queued twice, so the queue
 * is keyed by entry: reorder, remove and React lists use `uid`.
 */
export interface QueueEntry {
  uid: string
  track: PlayerTrack
}

export type PlaybackStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error'

export type RepeatMode = 'off' | 'all' | 'one'

export type RadioSeedType = 'artist' | 'track' | 'album' | 'genre' | 'playlist'

/** What radio continues from when the queue runs out. */
export interface RadioSeed {
  type: RadioSeedType
  id: number | string
}

/** Where the queue came from ("Playing from album X"); also the default radio seed. */
export interface QueueContext {
  type: string
  id?: number | string
  name?: string
  /** Overrides the seed radio continues from (a radio page seeds with its own). */
  radioSeed?: RadioSeed | null
  /** Where insights count the plays as coming from, when not the type itself (an embedded album: 'embed'). */
  source?: PlaySource
}

export interface PlayerState {
  queue: readonly QueueEntry[]
  /** -1 while the queue is empty. */
  currentIndex: number
  /** queue[currentIndex], or null. */
  current: QueueEntry | null
  /** The queue in its unshuffled order, kept while shuffle is on; null otherwise. */
  originalQueue: readonly QueueEntry[] | null
  status: PlaybackStatus
  /** Seconds. */
  position: number
  /** Seconds; 0 while unknown. */
  duration: number
  /** Seconds buffered from the start of the current track. */
  buffered: number
  /** 0..1. */
  volume: number
  muted: boolean
  shuffle: boolean
  repeat: RepeatMode
  context: QueueContext | null
  radioSeed: RadioSeed | null
  /** Untranslated message while the current track cannot play. */
  error: string | null
}

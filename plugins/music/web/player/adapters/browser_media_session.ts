import type { MediaSessionBridge, MediaSessionHandlers } from '../engine/ports.js'
import type { PlayerTrack } from '../engine/types.js'

export interface TrackMetadata {
  title: string
  artist: string
  album: string
  artwork: Array<{ src: string }>
}

/** The parts of navigator.mediaSession used here (tests drive a fake with the same shape). */
export interface MediaSessionLike {
  metadata: unknown
  playbackState: 'none' | 'paused' | 'playing'
  setActionHandler(action: string, handler: ((details: { seekTime?: number }) => void) | null): void
  setPositionState?(state: { duration: number; position: number; playbackRate: number }): void
}

export interface BrowserMediaSessionDeps {
  session: MediaSessionLike
  /** `new MediaMetadata(init)` in the browser. */
  createMetadata: (init: TrackMetadata) => unknown
  /** Covers are often relative (/storage/...); the OS needs absolute URLs. */
  resolveUrl: (url: string) => string
}

/**
 * MediaSessionBridge on navigator.mediaSession: the lock screen, the
 * notification shade and the keyboard's media keys. Browsers implement
 * parts of the API at different times, so each call is guarded.
 */
export class BrowserMediaSession implements MediaSessionBridge {
  constructor(private deps: BrowserMediaSessionDeps) {}

  setHandlers(handlers: MediaSessionHandlers) {
    const actions: Array<[string, (details: { seekTime?: number }) => void]> = [
      ['play', () => handlers.play()],
      ['pause', () => handlers.pause()],
      ['previoustrack', () => handlers.previous()],
      ['nexttrack', () => handlers.next()],
      ['seekto', ({ seekTime }) => seekTime != null && handlers.seekTo(seekTime)],
    ]
    for (const [action, handler] of actions) {
      try {
        this.deps.session.setActionHandler(action, handler)
      } catch {
        // This browser does not know the action; the others still work.
      }
    }
  }

  setMetadata(track: PlayerTrack | null) {
    this.deps.session.metadata = track
      ? this.deps.createMetadata({
          title: track.name,
          artist: track.artists.map((artist) => artist.name).join(', '),
          album: track.album?.name ?? '',
          artwork: track.image ? [{ src: this.deps.resolveUrl(track.image) }] : [],
        })
      : null
  }

  setPlaybackState(state: 'playing' | 'paused' | 'none') {
    this.deps.session.playbackState = state
  }

  setPosition(position: number, duration: number) {
    if (!(duration > 0)) return
    try {
      this.deps.session.setPositionState?.({
        duration,
        position: Math.min(Math.max(0, position), duration),
        playbackRate: 1,
      })
    } catch {
      // Some browsers reject position states mid-load: the OS shows no progress, nothing else breaks.
    }
  }
}

/** For browsers without the Media Session API. */
export const noMediaSession: MediaSessionBridge = {
  setHandlers: () => {},
  setMetadata: () => {},
  setPlaybackState: () => {},
  setPosition: () => {},
}

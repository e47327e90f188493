/** What is sent of one track to a scrobbling service. */
export interface ScrobbledTrack {
  artist: string
  title: string
  album: string | null
  durationMs: number | null
}

/** 'playing now' has no time; a listen carries when it began (seconds since the epoch). */
export type ScrobbleKind = { kind: 'playing_now' } | { kind: 'listen'; listenedAt: number }

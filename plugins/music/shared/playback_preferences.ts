/** How a listener wants tracks to follow one another and how loud they play. */
export interface PlaybackPreferences {
  /** Seconds the end of a track and the start of the next overlap; 0 for none. */
  crossfade_seconds: number
  /** Tracks follow with no gap at all (Web Audio), when crossfade is 0. */
  gapless: boolean
  /** Which ReplayGain applies: none, each track's own, or the album's (falling back to the track's). */
  replay_gain_mode: ReplayGainMode
  /** dB added on top of ReplayGain. */
  preamp_db: number
}

export const REPLAY_GAIN_MODES = ['off', 'track', 'album'] as const
export type ReplayGainMode = (typeof REPLAY_GAIN_MODES)[number]

export const MAX_CROSSFADE_SECONDS = 12
export const MAX_PREAMP_DB = 15

export const DEFAULT_PLAYBACK_PREFERENCES: PlaybackPreferences = {
  crossfade_seconds: 0,
  gapless: true,
  replay_gain_mode: 'album',
  preamp_db: 0,
}

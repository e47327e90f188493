import type { ReplayGainMode } from '../../../shared/playback_preferences.js'

/** A track's ReplayGain as the player keeps it: dB to the -18 LUFS reference, peaks where 1 is full scale. */
export interface TrackGain {
  trackGain: number | null
  trackPeak: number | null
  albumGain: number | null
  albumPeak: number | null
}

export interface GainSettings {
  mode: ReplayGainMode
  /** dB added to the ReplayGain of every track. */
  preampDb: number
}

/**
 * The factor a track's samples are multiplied by: its ReplayGain (the
 * album's in album mode, else the track's own) plus the pre-amp, lowered
 * where it would push the track's peak past full scale (clipping
 * protection). A track never measured plays as it is, and so does every
 * track with ReplayGain off.
 */
export function replayGainFactor(gain: TrackGain | null | undefined, { mode, preampDb }: GainSettings): number {
  if (mode === 'off' || !gain) return 1
  const useAlbum = mode === 'album' && gain.albumGain !== null
  const db = useAlbum ? gain.albumGain : gain.trackGain
  if (db === null) return 1
  const peak = useAlbum ? gain.albumPeak : gain.trackPeak
  const factor = dbToFactor(db + preampDb)
  return peak && peak > 0 ? Math.min(factor, 1 / peak) : factor
}

export function dbToFactor(db: number) {
  return 10 ** (db / 20)
}

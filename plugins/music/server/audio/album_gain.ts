import { REPLAY_GAIN_REFERENCE_LUFS } from './loudness.js'

/** What album gain reads of each of the album's tracks. */
export interface TrackLoudness {
  /** Integrated loudness, LUFS; null for silence or a track not decoded (yet). */
  loudness: number | null
  samplePeak: number | null
  /** Milliseconds; null when unknown. */
  duration: number | null
}

export interface AlbumGain {
  /** dB to add to reach the ReplayGain reference (-18 LUFS); null when no track was measured. */
  replayGainDb: number | null
  /** The loudest sample of the album (the largest track peak). */
  samplePeak: number | null
}

/**
 * ReplayGain 2.0 album gain from the tracks' own measures, without decoding
 * the album again: the album's loudness is the mean of the tracks' energies
 * (10^(LUFS/10)) weighted by their durations, which is the integrated
 * loudness of the tracks played one after the other, except that EBU R128
 * would gate quiet blocks against the album's level instead of each track's
 * (a difference well under 1 dB for music). When a duration is unknown,
 * every track weighs the same. Silent or undecoded tracks do not count.
 */
export function albumReplayGain(tracks: readonly TrackLoudness[]): AlbumGain {
  const measured = tracks.filter((track) => track.loudness !== null && Number.isFinite(track.loudness))
  const peaks = tracks.map((track) => track.samplePeak).filter((peak): peak is number => peak !== null)
  const samplePeak = peaks.length ? Math.max(...peaks) : null
  if (!measured.length) return { replayGainDb: null, samplePeak }
  const byDuration = measured.every((track) => track.duration !== null && track.duration > 0)
  const weight = (track: TrackLoudness) => (byDuration ? track.duration! : 1)
  const totalWeight = measured.reduce((sum, track) => sum + weight(track), 0)
  const energy = measured.reduce((sum, track) => sum + weight(track) * 10 ** (track.loudness! / 10), 0) / totalWeight
  const albumLufs = 10 * Math.log10(energy)
  return { replayGainDb: Math.round((REPLAY_GAIN_REFERENCE_LUFS - albumLufs) * 100) / 100, samplePeak }
}

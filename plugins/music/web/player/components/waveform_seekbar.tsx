import { useSetting } from '@web/bootstrap/use_bootstrap.js'
import { useTrackWaveform } from '../api/use_track_details.js'
import { usePlayer } from '../hooks/use_player.js'
import { Seekbar } from './seekbar.js'

/** The seekbar with the current track's waveform when the player.seekbar_type setting asks for it. */
export function WaveformSeekbar() {
  const trackId = usePlayer((state) => state.current?.track.id ?? null)
  const wanted = (useSetting('player.seekbar_type') ?? 'waveform') === 'waveform'
  const peaks = useTrackWaveform(trackId, wanted)
  return <Seekbar peaks={wanted ? peaks : null} />
}

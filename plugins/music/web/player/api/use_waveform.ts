import { useQuery } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'

export const playerQueryKeys = {
  waveform: (trackId: number) => ['music', 'player', 'waveform', trackId] as const,
}

interface TrackWithWaveform {
  track: { waveform: number[] | null }
}

/**
 * The seekbar peaks of a track (GET music/tracks/{id}), kept for the session:
 * a waveform never changes. Null while loading, when the track has none, or
 * when it fails; the seekbar then draws a plain bar.
 */
export function useWaveform(trackId: number | null, enabled: boolean) {
  const api = useService(API_CLIENT)
  const { data } = useQuery({
    queryKey: playerQueryKeys.waveform(trackId ?? 0),
    queryFn: ({ signal }) =>
      api
        .get<TrackWithWaveform>(`music/tracks/${trackId}`, { signal })
        .then((body) => body.track.waveform ?? null),
    enabled: enabled && trackId !== null,
    staleTime: Infinity,
    retry: false,
  })
  return data ?? null
}

import { useQuery } from '@tanstack/react-query'
import { useCurrentUser } from '@web/bootstrap/use_bootstrap.js'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { trackQuery } from '../../api/catalogue_queries.js'

/*
 * What the bar shows beyond the queued summary comes from the track's details
 * (GET music/tracks/{id}), through the track page's own query: one request
 * per track serves both, and a page visit fills the bar's cache.
 */

/** The seekbar peaks; null while loading, when the track has none, or when it fails (a plain bar then). */
export function useTrackWaveform(trackId: number | null, enabled: boolean) {
  const api = useService(API_CLIENT)
  const { data } = useQuery({
    ...trackQuery(api, trackId ?? 0),
    enabled: enabled && trackId !== null,
    select: (track) => track.waveform ?? null,
  })
  return data ?? null
}

/** Whether the signed-in viewer likes the track, as the server last said; undefined for guests. */
export function useTrackLiked(trackId: number | null) {
  const api = useService(API_CLIENT)
  const signedIn = useCurrentUser() !== null
  const { data } = useQuery({
    ...trackQuery(api, trackId ?? 0),
    enabled: signedIn && trackId !== null,
    select: (track) => track.liked,
  })
  return data
}

/**
 * Whether to ask for the track's lyrics: its details say it has some (a
 * track known to have none is not asked), or they could not be read.
 * Undefined while they load.
 */
export function useTrackHasLyrics(trackId: number) {
  const api = useService(API_CLIENT)
  const { data, isError } = useQuery({
    ...trackQuery(api, trackId),
    select: (track) => track.has_lyrics,
  })
  return isError || data
}

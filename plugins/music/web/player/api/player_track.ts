import type { ReplayGainInfo } from '../../../shared/api_types.js'
import type { PlayerTrack } from '../engine/types.js'

/** The fields of the server's track summary the player reads (durations in milliseconds). */
export interface TrackSummaryLike {
  id: number
  name: string
  duration: number | null
  image: string | null
  album: { id: number; name: string; image?: string | null } | null
  artists: ReadonlyArray<{ id: number; name: string }>
  replay_gain?: ReplayGainInfo
}

/** Where a track's audio streams from (HTTP Range, so seeking works). */
export function streamUrl(trackId: number) {
  return `/api/v1/music/tracks/${trackId}/stream`
}

/** A track as the API lists it, turned into what the player queues. */
export function toPlayerTrack(track: TrackSummaryLike): PlayerTrack {
  return {
    id: track.id,
    name: track.name,
    artists: track.artists.map(({ id, name }) => ({ id, name })),
    album: track.album && { id: track.album.id, name: track.album.name },
    image: track.image ?? track.album?.image ?? null,
    duration: track.duration == null ? null : track.duration / 1000,
    src: streamUrl(track.id),
    ...(track.replay_gain && {
      replayGain: {
        trackGain: track.replay_gain.track_gain,
        trackPeak: track.replay_gain.track_peak,
        albumGain: track.replay_gain.album_gain,
        albumPeak: track.replay_gain.album_peak,
      },
    }),
  }
}

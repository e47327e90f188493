import { useViewerFlag } from '../../social/use_viewer_flag.js'
import { useTrackLiked } from '../api/use_track_details.js'
import type { PlayerTrack } from '../engine/types.js'

/**
 * Likes or unlikes the track (the L shortcut): the same flag as its heart
 * buttons, so they all follow. Guests are sent to the login page.
 */
export function useTrackLikeToggle(track: PlayerTrack | null) {
  const liked = useTrackLiked(track?.id ?? null)
  const flag = useViewerFlag('like', 'track', track?.id ?? 0, liked)
  return track ? () => void flag.toggle() : undefined
}

import type { ButtonSize } from '@web/ui/button.js'
import { LikeButton } from '../../components/like_button.js'
import { useTrackLiked } from '../api/use_track_details.js'
import type { PlayerTrack } from '../engine/types.js'

/**
 * The heart of the track in the player: the screens' like button, so a like
 * here shows at once on every page listing the track (and the reverse).
 */
export function TrackLikeButton({
  track,
  size,
  className,
}: {
  track: PlayerTrack
  size?: ButtonSize
  className?: string
}) {
  const liked = useTrackLiked(track.id)
  return (
    <LikeButton
      type="track"
      id={track.id}
      name={track.name}
      liked={liked}
      size={size}
      className={className}
    />
  )
}

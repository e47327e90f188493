import { usePlayer } from '../../../player/hooks/use_player.js'
import PlayerBar from '../../../player/components/player_bar.js'

/**
 * The player on the landing page (the "landing-player-bar" slot): hidden
 * until a visitor presses play on something, so the page opens clean.
 */
export default function LandingPlayerBar() {
  const hasTrack = usePlayer((state) => state.current !== null)
  return hasTrack ? <PlayerBar /> : null
}

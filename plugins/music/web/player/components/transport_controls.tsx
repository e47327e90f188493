import Repeat from 'lucide-react/icons/repeat'
import Repeat1 from 'lucide-react/icons/repeat-1'
import Shuffle from 'lucide-react/icons/shuffle'
import SkipBack from 'lucide-react/icons/skip-back'
import SkipForward from 'lucide-react/icons/skip-forward'
import { useTrans } from '@web/i18n/use_trans.js'
import { IconButton } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import { Tooltip } from '@web/ui/tooltip.js'
import type { RepeatMode } from '../engine/types.js'
import { usePlayer, usePlayerEngine } from '../hooks/use_player.js'
import { PlayButton } from './play_button.js'
import { PlayerToggle } from './player_toggle.js'

/** What pressing repeat does next, as Spotify words it. */
const REPEAT_LABELS: Record<RepeatMode, string> = {
  off: 'Enable repeat',
  all: 'Enable repeat one',
  one: 'Disable repeat',
}

/** Shuffle, previous, play/pause, next, repeat; `large` in the now-playing view. */
export function TransportControls({ large }: { large?: boolean }) {
  const trans = useTrans()
  const engine = usePlayerEngine()
  const shuffle = usePlayer((state) => state.shuffle)
  const repeat = usePlayer((state) => state.repeat)
  const hasTrack = usePlayer((state) => state.current !== null)
  const skipSize = large ? 'lg' : 'sm'

  return (
    <div className={cx('flex items-center justify-center', large ? 'gap-4' : 'gap-2')}>
      <Tooltip label={shuffle ? trans('Disable shuffle') : trans('Enable shuffle')}>
        <PlayerToggle
          label={trans('Shuffle')}
          isSelected={shuffle}
          onChange={() => engine.toggleShuffle()}
          large={large}
        >
          <Shuffle aria-hidden />
        </PlayerToggle>
      </Tooltip>
      <Tooltip label={trans('Previous')}>
        <IconButton
          aria-label={trans('Previous')}
          size={skipSize}
          isDisabled={!hasTrack}
          onPress={() => engine.previous()}
          className="text-muted hover:text-main [&_svg]:fill-current"
        >
          <SkipBack />
        </IconButton>
      </Tooltip>
      <PlayButton className={large ? 'size-16' : 'mx-1 size-9'} />
      <Tooltip label={trans('Next')}>
        <IconButton
          aria-label={trans('Next')}
          size={skipSize}
          isDisabled={!hasTrack}
          onPress={() => void engine.next()}
          className="text-muted hover:text-main [&_svg]:fill-current"
        >
          <SkipForward />
        </IconButton>
      </Tooltip>
      <Tooltip label={trans(REPEAT_LABELS[repeat])}>
        <PlayerToggle
          label={repeat === 'one' ? trans('Repeat one') : trans('Repeat')}
          isSelected={repeat !== 'off'}
          onChange={() => engine.cycleRepeat()}
          large={large}
        >
          {repeat === 'one' ? <Repeat1 aria-hidden /> : <Repeat aria-hidden />}
        </PlayerToggle>
      </Tooltip>
    </div>
  )
}

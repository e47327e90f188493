import Pause from 'lucide-react/icons/pause'
import Play from 'lucide-react/icons/play'
import { Button } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { cx } from '@web/ui/cx.js'
import { Spinner } from '@web/ui/spinner.js'
import { usePlayer, usePlayerEngine } from '../hooks/use_player.js'

/**
 * The round play/pause button; a ring spins around it while audio loads.
 * Pointing at it loads a restored track, so the click starts at once.
 */
export function PlayButton({ className }: { className?: string }) {
  const trans = useTrans()
  const engine = usePlayerEngine()
  const status = usePlayer((state) => state.status)
  const hasTrack = usePlayer((state) => state.current !== null)
  const playing = status === 'playing' || status === 'loading'
  const label = playing ? trans('Pause') : trans('Play')
  return (
    <Button
      aria-label={label}
      isDisabled={!hasTrack}
      onPress={() => engine.toggle()}
      onHoverStart={() => engine.warmUp()}
      onFocus={() => engine.warmUp()}
      className={cx(
        'relative flex shrink-0 cursor-default items-center justify-center rounded-full bg-main text-background transition hover:scale-105 data-pressed:scale-95 disabled:opacity-40 disabled:hover:scale-100',
        className
      )}
    >
      {playing ? (
        <Pause aria-hidden className="size-[45%] fill-current" />
      ) : (
        <Play aria-hidden className="size-[45%] translate-x-[5%] fill-current" />
      )}
      {status === 'loading' && (
        <Spinner className="absolute -inset-1 size-[calc(100%+8px)] text-main" />
      )}
    </Button>
  )
}

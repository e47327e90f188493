import Pause from 'lucide-react/icons/pause'
import Play from 'lucide-react/icons/play'
import { Button } from 'react-aria-components'
import { cx } from '@web/ui/cx.js'

/**
 * The round primary play/pause button of cards and page headers. Its label
 * names what it plays ("Play Rainy Window"), so a screen reader hears more
 * than a list of identical "Play" buttons.
 */
export function PlayPauseButton({
  playing,
  label,
  onPress,
  size = 'md',
  className,
}: {
  playing: boolean
  label: string
  onPress: () => void
  size?: 'sm' | 'md' | 'lg'
  className?: string
}) {
  const Icon = playing ? Pause : Play
  return (
    <Button
      aria-label={label}
      onPress={onPress}
      className={cx(
        'flex shrink-0 cursor-default items-center justify-center rounded-full bg-primary text-on-primary shadow-lg shadow-black/30 transition outline-none hover:scale-105 hover:brightness-110 data-pressed:scale-95',
        'data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-offset-2 data-focus-visible:outline-main',
        size === 'sm' && 'size-10 [&_svg]:size-4.5',
        size === 'md' && 'size-12 [&_svg]:size-5',
        size === 'lg' && 'size-14 [&_svg]:size-6',
        className
      )}
    >
      <Icon aria-hidden className={cx('fill-current', !playing && 'translate-x-px')} />
    </Button>
  )
}

import Heart from 'lucide-react/icons/heart'
import { useTrans } from '@web/i18n/use_trans.js'
import { IconButton, type ButtonSize } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import { useViewerFlag } from '../social/use_viewer_flag.js'
import type { FlagTarget } from '../social/viewer_flags.js'

/** The heart of a track, album or artist: filled in the accent colour when liked. */
export function LikeButton({
  type,
  id,
  name,
  liked,
  size = 'sm',
  className,
  excludeFromTabOrder,
}: {
  type: FlagTarget['like']
  id: number
  name: string
  liked: boolean | undefined
  size?: ButtonSize
  className?: string
  excludeFromTabOrder?: boolean
}) {
  const trans = useTrans()
  const flag = useViewerFlag('like', type, id, liked)
  const label = flag.value
    ? trans('Remove :name from your library', { name })
    : trans('Save :name to your library', { name })
  return (
    <IconButton
      aria-label={label}
      aria-pressed={flag.value}
      size={size}
      excludeFromTabOrder={excludeFromTabOrder}
      onPress={() => void flag.toggle()}
      className={cx(flag.value ? 'text-primary' : 'text-muted hover:text-main', className)}
    >
      <Heart aria-hidden className={cx(flag.value && 'fill-current')} />
    </IconButton>
  )
}

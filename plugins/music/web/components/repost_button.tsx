import Repeat2 from 'lucide-react/icons/repeat-2'
import { useTrans } from '@web/i18n/use_trans.js'
import { IconButton } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import { Tooltip } from '@web/ui/tooltip.js'
import { useViewerFlag } from '../social/use_viewer_flag.js'

/** Repost a track or album to the viewer's profile. */
export function RepostButton({
  type,
  id,
  name,
  reposted,
}: {
  type: 'track' | 'album'
  id: number
  name: string
  reposted: boolean | undefined
}) {
  const trans = useTrans()
  const flag = useViewerFlag('repost', type, id, reposted)
  const label = flag.value
    ? trans('Undo repost of :name', { name })
    : trans('Repost :name', { name })
  return (
    <Tooltip label={flag.value ? trans('Reposted') : trans('Repost')}>
      <IconButton
        aria-label={label}
        aria-pressed={flag.value}
        size="md"
        onPress={() => void flag.toggle()}
        className={cx(flag.value ? 'text-primary' : 'text-muted hover:text-main')}
      >
        <Repeat2 aria-hidden />
      </IconButton>
    </Tooltip>
  )
}

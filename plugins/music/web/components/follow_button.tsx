import { useTrans } from '@web/i18n/use_trans.js'
import { Button } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import { useViewerFlag } from '../social/use_viewer_flag.js'
import type { FlagTarget } from '../social/viewer_flags.js'

/** Follow / Following, as an outlined pill. */
export function FollowButton({
  type,
  id,
  name,
  followed,
}: {
  type: FlagTarget['follow']
  id: number
  name: string
  followed: boolean | undefined
}) {
  const trans = useTrans()
  const flag = useViewerFlag('follow', type, id, followed)
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={flag.value}
      aria-label={flag.value ? trans('Unfollow :name', { name }) : trans('Follow :name', { name })}
      onPress={() => void flag.toggle()}
      className={cx(
        'rounded-full border px-5',
        flag.value ? 'border-main text-main' : 'border-main/40 text-main hover:border-main'
      )}
    >
      {flag.value ? trans('Following') : trans('Follow')}
    </Button>
  )
}

import BellRing from 'lucide-react/icons/bell-ring'
import { useTrans } from '@web/i18n/use_trans.js'
import { Button } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import { Skeleton } from '@web/ui/skeleton.js'
import type { NotificationItem } from '../../kernel/shared/notifications.js'
import { NotificationRow } from './notification_row.js'

/**
 * The notifications as a list, or what stands in for them: rows of
 * skeletons while the first page loads, a retry when it failed, the empty
 * state when there is nothing.
 */
export function NotificationList({
  items,
  isError,
  onRetry,
  onDone,
  compact = false,
}: {
  /** undefined while loading. */
  items: NotificationItem[] | undefined
  isError: boolean
  onRetry: () => void
  onDone?: () => void
  /** The panel's version: a smaller empty state. */
  compact?: boolean
}) {
  const trans = useTrans()
  if (!items && isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center text-sm text-muted">
        {trans('Notifications could not be loaded.')}
        <Button size="xs" onPress={onRetry}>
          {trans('Try again')}
        </Button>
      </div>
    )
  if (!items)
    return (
      <ul aria-busy aria-label={trans('Loading notifications')}>
        {[0, 1, 2].map((index) => (
          <li key={index} className="flex gap-3 px-4 py-3">
            <Skeleton rounded="full" className="size-10 shrink-0" />
            <span className="flex flex-1 flex-col gap-2 pt-1">
              <Skeleton className="h-3.5 w-4/5" />
              <Skeleton className="h-3 w-1/4" />
            </span>
          </li>
        ))}
      </ul>
    )
  if (!items.length)
    return (
      <div className={cx('flex flex-col items-center text-center', compact ? 'px-6 py-10' : 'px-6 py-16')}>
        <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-chip text-muted [&_svg]:size-7">
          <BellRing aria-hidden />
        </div>
        <p className="font-semibold text-main">{trans('No notifications yet')}</p>
        <p className="mt-1 max-w-xs text-sm text-muted">
          {trans('When something happens that concerns you, you will hear about it here.')}
        </p>
      </div>
    )
  return (
    <ul aria-label={trans('Notifications')} className="divide-y divide-divider">
      {items.map((notification) => (
        <NotificationRow key={notification.id} notification={notification} onDone={onDone} />
      ))}
    </ul>
  )
}

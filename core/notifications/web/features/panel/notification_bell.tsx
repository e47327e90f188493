import Bell from 'lucide-react/icons/bell'
import { useState } from 'react'
import { DialogTrigger } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { IconButton } from '@web/ui/button.js'
import { Popover } from '@web/ui/popover.js'
import { useNotificationStream } from '../../realtime/use_notification_stream.js'
import { useUnreadCount } from '../../unread_count.js'
import { NotificationPanel } from './notification_panel.js'

/** More than this shows as "99+" on the bell. */
const MAX_SHOWN_COUNT = 99

/**
 * The top bar's bell (DESIGN.md Notifications): the unread count on it, the
 * panel in a popover under it. While it is on screen the person's
 * notification channel is followed, so the count and the panel change
 * without a reload.
 */
export default function NotificationBell() {
  const trans = useTrans()
  const count = useUnreadCount()
  const [isOpen, setOpen] = useState(false)
  useNotificationStream()

  const label = count
    ? trans('Notifications (:count unread)', { count })
    : trans('Notifications')
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <IconButton aria-label={label} className="relative">
        <Bell />
        {count > 0 && (
          <span
            aria-hidden
            data-testid="unread-count"
            className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-none font-bold text-on-primary tabular-nums ring-2 ring-background"
          >
            {count > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : count}
          </span>
        )}
      </IconButton>
      <Popover placement="bottom end" className="w-100 max-w-[calc(100vw-2rem)]">
        <NotificationPanel onClose={() => setOpen(false)} />
      </Popover>
    </DialogTrigger>
  )
}

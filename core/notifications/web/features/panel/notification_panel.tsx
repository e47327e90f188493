import Settings from 'lucide-react/icons/settings'
import { Dialog, Heading } from 'react-aria-components'
import { useTrans } from '@web/i18n/use_trans.js'
import { ButtonLink } from '@web/ui/button.js'
import { Tooltip } from '@web/ui/tooltip.js'
import { MarkAllAsReadButton } from '../../mark_all_as_read_button.js'
import { NotificationList } from '../../notification_list.js'
import { useNotifications } from '../../notifications_api.js'
import { useUnreadCount } from '../../unread_count.js'

/**
 * The popover under the bell (spec sections 2 and 4): the newest
 * notifications, unread ones marked; 'Mark all as read', the settings and
 * every notification on their own page. Following an item closes it.
 */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const trans = useTrans()
  const query = useNotifications()
  const unread = useUnreadCount()
  const items = query.data?.pages[0]?.pagination.data

  return (
    <Dialog aria-labelledby="notification-panel-title" className="flex max-h-[min(36rem,75vh)] flex-col outline-none">
      <header className="flex items-center gap-2 border-b border-divider py-2 pr-2 pl-4">
        <Heading id="notification-panel-title" slot="title" className="flex-1 text-base font-semibold">
          {trans('Notifications')}
        </Heading>
        {unread > 0 && <MarkAllAsReadButton />}
        <Tooltip label={trans('Notification settings')}>
          <ButtonLink
            href="/notifications/settings"
            aria-label={trans('Notification settings')}
            variant="ghost"
            size="sm"
            className="w-9 rounded-full px-0 [&_svg]:size-5"
            onPress={onClose}
          >
            <Settings />
          </ButtonLink>
        </Tooltip>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        <NotificationList items={items} isError={query.isError} onRetry={() => void query.refetch()} onDone={onClose} compact />
      </div>
      <footer className="border-t border-divider p-2">
        <ButtonLink href="/notifications" variant="ghost" size="sm" className="w-full" onPress={onClose}>
          {trans('View all notifications')}
        </ButtonLink>
      </footer>
    </Dialog>
  )
}

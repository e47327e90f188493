import Settings from 'lucide-react/icons/settings'
import { useTrans } from '@web/i18n/use_trans.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { Button, ButtonLink } from '@web/ui/button.js'
import { MarkAllAsReadButton } from '../../mark_all_as_read_button.js'
import { NotificationList } from '../../notification_list.js'
import { useNotifications } from '../../notifications_api.js'
import { NotificationsLayout } from '../../notifications_layout.js'
import { useUnreadCount } from '../../unread_count.js'

/**
 * /notifications (spec section 2): every notification, 30 at a time with
 * "Show more"; 'Mark all as read' while something is unread; the settings.
 */
export function Component() {
  const trans = useTrans()
  const query = useNotifications()
  const unread = useUnreadCount()
  useDocumentTitle(trans('Notifications'))
  const items = query.data?.pages.flatMap((page) => page.pagination.data)

  return (
    <NotificationsLayout
      title={trans('Notifications')}
      description={
        unread
          ? trans(':count unread', { count: unread })
          : trans('Everything that happened around you, newest first.')
      }
      actions={
        <>
          {unread > 0 && <MarkAllAsReadButton size="sm" />}
          <ButtonLink href="/notifications/settings" variant="secondary" size="sm">
            <Settings aria-hidden className="size-4" />
            {trans('Settings')}
          </ButtonLink>
        </>
      }
    >
      <div className="overflow-hidden rounded-[calc(var(--be-radius)*1.5)] border border-divider bg-paper">
        <NotificationList items={items} isError={query.isError} onRetry={() => void query.refetch()} />
      </div>
      {query.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button onPress={() => void query.fetchNextPage()} isPending={query.isFetchingNextPage}>
            {trans('Show more')}
          </Button>
        </div>
      )}
    </NotificationsLayout>
  )
}

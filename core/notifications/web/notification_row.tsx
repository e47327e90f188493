import { Button as RACButton } from 'react-aria-components'
import { useBootstrap } from '@web/bootstrap/use_bootstrap.js'
import { relativeTime } from '@web/i18n/relative_time.js'
import { useTrans } from '@web/i18n/use_trans.js'
import { INVITATION_ANSWER_ZONE } from '@web/kernel/app_zones.js'
import { Zone } from '@web/kernel/zone.js'
import { Button } from '@web/ui/button.js'
import { cx } from '@web/ui/cx.js'
import { detailLinesOf, headlineOf, type NotificationItem } from '../../kernel/shared/notifications.js'
import { NotificationIcon } from './notification_icon.js'
import { useMarkAsRead } from './notifications_api.js'
import { useFollowAction, useOpenNotification } from './use_open_notification.js'

/**
 * One notification (DESIGN.md Notifications), in the panel and on the
 * /notifications page: its picture or icon, its lines, when it came, an
 * unread dot; pressing it marks it read and follows its main action. Buttons
 * sit below the text, outside the pressable part: an invitation's Join and
 * Decline, or the links the notification carries.
 */
export function NotificationRow({
  notification,
  onDone,
}: {
  notification: NotificationItem
  /** Called once the item took the person elsewhere or was answered (the panel closes). */
  onDone?: () => void
}) {
  const trans = useTrans()
  const { i18n } = useBootstrap()
  const open = useOpenNotification()
  const unread = !notification.read_at
  const { data } = notification
  const headline = headlineOf(data)

  return (
    <li
      data-unread={unread || undefined}
      className={cx('relative transition-colors hover:bg-main/5', unread && 'bg-primary/5')}
    >
      <div className="flex items-start gap-3 px-4 py-3">
        <RACButton
          onPress={() => {
            open(notification)
            if (data.mainAction) onDone?.()
          }}
          className="flex min-w-0 flex-1 cursor-default items-start gap-3 rounded-base text-left outline-none data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-offset-2 data-focus-visible:outline-primary"
        >
          <ItemVisual image={data.image} icon={data.lines.find((line) => line.icon)?.icon} />
          <span className="flex min-w-0 flex-1 flex-col gap-0.5">
            {headline && <span className="text-sm leading-5 font-medium break-words text-main">{headline}</span>}
            {detailLinesOf(data).map((line, index) => (
              <span key={index} className="text-sm leading-5 break-words text-muted">
                {line}
              </span>
            ))}
            <time dateTime={notification.created_at} className="text-xs text-muted tabular-nums">
              {relativeTime(notification.created_at, i18n.language)}
            </time>
            {unread && <span className="sr-only">{trans('Unread')}</span>}
          </span>
        </RACButton>
        <span
          aria-hidden
          className={cx('mt-2 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')}
        />
      </div>
      <ItemButtons notification={notification} onDone={onDone} />
    </li>
  )
}

function ItemVisual({ image, icon }: { image?: string | null; icon?: string | null }) {
  if (image)
    return <img src={image} alt="" loading="lazy" className="size-10 shrink-0 rounded-full bg-chip object-cover" />
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-chip text-muted [&_svg]:size-5">
      <NotificationIcon name={icon} />
    </span>
  )
}

/**
 * An invitation's Join and Decline (spec section 2: the workspaces module
 * answers them, INVITATION_ANSWER_ZONE), otherwise the notification's own button links.
 */
function ItemButtons({ notification, onDone }: { notification: NotificationItem; onDone?: () => void }) {
  const follow = useFollowAction()
  const markAsRead = useMarkAsRead()
  const { inviteId, buttonActions = [] } = notification.data

  if (inviteId != null) return <Zone zone={INVITATION_ANSWER_ZONE} inviteId={String(inviteId)} onDone={onDone} />
  if (!buttonActions.length) return null
  return (
    <div className="flex flex-wrap gap-2 pr-4 pb-3 pl-17">
      {buttonActions.map((button) => (
        <Button
          key={`${button.label}:${button.action}`}
          size="xs"
          onPress={() => {
            // Acting on a notification reads it, as opening it does.
            if (!notification.read_at) markAsRead.mutate([notification.id])
            follow(button.action)
            onDone?.()
          }}
        >
          {button.label}
        </Button>
      ))}
    </div>
  )
}

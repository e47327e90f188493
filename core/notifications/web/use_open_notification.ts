import { useNavigate } from 'react-router'
import type { NotificationItem } from '../../kernel/shared/notifications.js'
import { useMarkAsRead } from './notifications_api.js'

/** Absolute and protocol-relative URLs lead to other sites. */
export function isExternalUrl(url: string) {
  return /^(https?:)?\/\//i.test(url)
}

/**
 * Follows a link of a notification: another site in a new tab, a page of
 * this one through the app's router (spec section 4).
 */
export function useFollowAction() {
  const navigate = useNavigate()
  return (url: string) => {
    if (isExternalUrl(url)) window.open(url, '_blank', 'noopener,noreferrer')
    else void navigate(url)
  }
}

/**
 * Clicking a notification: it is marked read (if it was not) and its main
 * action is followed (spec section 4).
 */
export function useOpenNotification() {
  const markAsRead = useMarkAsRead()
  const follow = useFollowAction()
  return (notification: NotificationItem) => {
    if (!notification.read_at) markAsRead.mutate([notification.id])
    const target = notification.data.mainAction?.action
    if (target) follow(target)
  }
}

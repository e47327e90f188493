import transmit from '@adonisjs/transmit/services/main'
import { notificationsChannel, type NotificationItem, type NotificationsChannelEvent } from '#core/kernel/shared/notifications'

function send(userId: number, event: NotificationsChannelEvent) {
  // Our events are plain JSON; transmit's payload type is its own recursive JSON type, which interfaces do not match.
  transmit.broadcast(notificationsChannel(userId), event as unknown as Parameters<typeof transmit.broadcast>[1])
}

/** Tells the person's open tabs (on any node, through transmit's transport) about a new notification. */
export function broadcastCreated(userId: number, notification: NotificationItem, unreadCount: number) {
  send(userId, { type: 'notification.created', notification, unread_count: unreadCount })
}

/** Tells the person's other tabs and devices that their unread count changed. */
export function broadcastRead(userId: number, unreadCount: number) {
  send(userId, { type: 'notifications.read', unread_count: unreadCount })
}

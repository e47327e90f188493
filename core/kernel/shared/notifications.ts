/**
 * Notifications on the wire (spec section 3, Notification, and the
 * notification subscription payload), shared by the server that sends them,
 * the modules that declare their types and the web app that draws them.
 * Types and constants only.
 */

/** Where a notification may go: the in-app list, an email, a browser push. */
export const NOTIFICATION_CHANNELS = ['database', 'email', 'browser'] as const
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]

/** An action: an internal path ('/album/3/x') navigates, an absolute URL opens in a new tab. */
export interface NotificationAction {
  action: string
  label?: string
}

/** One line of a notification as the panel draws it. */
export interface NotificationLine {
  /** 'primary' is the headline (the email's subject, the push's title); others follow it. */
  type?: 'primary' | 'secondary'
  /** An icon name of the web app's set ('album', 'person-add', 'comment'...). */
  icon?: string
  content: string
  action?: NotificationAction
}

/** A notification's `data` (spec section 3). */
export interface NotificationData {
  lines: NotificationLine[]
  image?: string | null
  mainAction?: NotificationAction
  buttonActions?: Array<{ label: string; action: string }>
  /** A workspace invitation's id (its Join and Decline buttons act on it). */
  inviteId?: string | number
}

/** A stored notification (spec section 3, Notification). */
export interface NotificationItem {
  id: string
  /** The type's id as declared in a manifest ('music.new_release'). */
  type: string
  created_at: string
  read_at: string | null
  data: NotificationData
}

/** GET notifications: a page of the person's notifications, newest first. */
export interface NotificationsPage {
  pagination: {
    data: NotificationItem[]
    current_page: number
    per_page: number
    next_page: number | null
  }
  unread_count: number
}

/** The list's page size (spec section 9). */
export const NOTIFICATIONS_PER_PAGE = 30

/** GET and PUT notifications/me/subscriptions (spec section 3, notification subscription payload). */
export interface NotificationSubscriptionPayload {
  available_channels: NotificationChannel[]
  subscriptions: Array<{
    group_name: string
    subscriptions: Array<{ notif_id: string; name: string; channels: NotificationChannel[] }>
  }>
  /** The channels each type uses for this person (their choices over the types' defaults). */
  user_selections: Array<{ notif_id: string; channels: NotificationChannel[] }>
}

/**
 * Real time (Server-Sent Events through @adonisjs/transmit): every signed-in
 * person may subscribe to their own channel only.
 */
export function notificationsChannel(userId: number) {
  return `notifications/users/${userId}`
}

/** What the person's channel receives for each new notification. */
export interface NotificationCreatedEvent {
  type: 'notification.created'
  notification: NotificationItem
  unread_count: number
}

/** What the channel receives when notifications were marked read elsewhere (another tab, another device). */
export interface NotificationsReadEvent {
  type: 'notifications.read'
  unread_count: number
}

export type NotificationsChannelEvent = NotificationCreatedEvent | NotificationsReadEvent

/** The module's part of the bootstrap data (`module_data.notifications`). */
export interface NotificationsBootstrap {
  /** The VAPID public key the browser subscribes to Web Push with (base64url). */
  vapidPublicKey: string
}

/** What a Web Push carries (the service worker shows it and opens `url` on click). */
export interface BrowserPushPayload {
  /** The primary line. */
  title: string
  /** The other lines, one per line. */
  body: string
  /** The main action: an internal path or an absolute URL. */
  url: string | null
  image: string | null
  notificationId: string
  type: string
}

/** The headline of a notification: its primary line, else its first. */
export function headlineOf(data: NotificationData) {
  return (data.lines.find((line) => line.type === 'primary') ?? data.lines[0])?.content ?? ''
}

/** The lines after the headline. */
export function detailLinesOf(data: NotificationData) {
  const headline = data.lines.find((line) => line.type === 'primary') ?? data.lines[0]
  return data.lines.filter((line) => line !== headline).map((line) => line.content)
}

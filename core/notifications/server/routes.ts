import type { PluginRouter } from '#core/kernel/contract'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { signedIn } from '#core/kernel/http/guards'
import { changesReads } from '#core/kernel/cache/drop_reads_middleware'
import { UNREAD_COUNTS } from './notification_store.js'
import { eventStreamValidator, markAsReadValidator, notificationsPageValidator, pushEndpointValidator, pushSubscriptionValidator, realtimeChannelValidator, selectionsValidator } from './validators/notification_validators.js'

const NotificationsController = () => import('./controllers/notifications_controller.js')
const SubscriptionsController = () => import('./controllers/subscriptions_controller.js')
const PushSubscriptionsController = () => import('./controllers/push_subscriptions_controller.js')
const UnsubscribeController = () => import('./controllers/unsubscribe_controller.js')
const RealtimeController = () => import('./controllers/realtime_controller.js')
const EventStreamController = () => import('@adonisjs/transmit/controllers/event_stream_controller')

/** The notifications API (core module: under /api/v1; spec section 7). */
export function notificationRoutes(router: PluginRouter) {
  router.group(() => {
    router.get('/notifications', [NotificationsController, 'index']).as('index').docs({ summary: "The person's notifications, newest first (30 a page) and the unread count", query: notificationsPageValidator })
    router.post('/notifications/mark-as-read', [NotificationsController, 'markAsRead']).use(changesReads([UNREAD_COUNTS])).as('mark_as_read').docs({ summary: 'Mark some of your notifications read; answers unreadCount', body: markAsReadValidator })
    router.post('/notifications/mark-all-as-read', [NotificationsController, 'markAllAsRead']).use(changesReads([UNREAD_COUNTS])).as('mark_all_as_read').docs({ summary: 'Mark all your notifications read; answers unreadCount' })
    router.get('/notifications/me/subscriptions', [SubscriptionsController, 'show']).as('subscriptions.show').docs({ summary: 'Notification types by group, the channels, and your selections' })
    router.put('/notifications/me/subscriptions', [SubscriptionsController, 'update']).as('subscriptions.update').docs({ summary: 'Choose the channels of some types', body: selectionsValidator })
    router.post('/notifications/push-subscriptions', [PushSubscriptionsController, 'store']).as('push_subscriptions.store').docs({ summary: "Register this browser's Web Push subscription", body: pushSubscriptionValidator })
    router.delete('/notifications/push-subscriptions', [PushSubscriptionsController, 'destroy']).as('push_subscriptions.destroy').docs({ summary: "Remove this browser's Web Push subscription", body: pushEndpointValidator })
  }).use(signedIn()).as('notifications')

  // The signed token is the proof: no sign-in, and one-click POST has no CSRF token (config/shield.ts).
  router.get('/notifications/unsubscribe/:token', [UnsubscribeController, 'show']).as('notifications.unsubscribe.show').docs({ summary: "An email's unsubscribe link (a small page)" })
  router.post('/notifications/unsubscribe/:token', [UnsubscribeController, 'oneClick']).as('notifications.unsubscribe.one_click').docs({ summary: 'One-click unsubscribe (RFC 8058)' })
}

/** A 422 for a stream request without a usable uid, before transmit's controller (which would answer 500). */
async function validStreamUid({ request }: HttpContext, next: NextFn) {
  await request.validateUsing(eventStreamValidator, { data: request.qs() })
  return next()
}

/**
 * Transmit's routes (Server-Sent Events) at the paths its client calls, for
 * signed-in people only; subscribing is authorized per channel
 * (realtime/channel_access.ts).
 */
export function realtimeRoutes(router: PluginRouter) {
  router.group(() => {
    router.get('/__transmit/events', [EventStreamController]).use(validStreamUid).as('events').docs({ summary: 'The Server-Sent Events stream (?uid=): notifications as they happen' })
    router.post('/__transmit/subscribe', [RealtimeController, 'subscribe']).as('subscribe').docs({ summary: 'Listen to a channel of the event stream (only your own)', body: realtimeChannelValidator })
    router.post('/__transmit/unsubscribe', [RealtimeController, 'unsubscribe']).as('unsubscribe').docs({ summary: 'Stop listening to a channel', body: realtimeChannelValidator })
  }).use(signedIn()).as('realtime')
}

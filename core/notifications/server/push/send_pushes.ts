import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import webpush, { WebPushError } from 'web-push'
import { appUrl } from '#config/app'
import { detailLinesOf, headlineOf, type BrowserPushPayload, type NotificationItem } from '#core/kernel/shared/notifications'
import { vapidKeys } from './vapid_keys.js'

/** The key a browser's endpoint is stored under (push service URLs are too long to index). */
export function endpointHash(endpoint: string) {
  return createHash('sha256').update(endpoint).digest('hex')
}

interface PushSubscriptionRow {
  id: number
  user_id: number
  endpoint: string
  p256dh: string
  auth: string
}

// Pushes in flight at once: push services answer in tens of milliseconds, and a batch is up to 1,000 people.
const PARALLEL_PUSHES = 20
// A push waits at the service for an offline browser this long (seconds), then is dropped.
const PUSH_TTL = 24 * 3600

function payloadOf(notification: NotificationItem): BrowserPushPayload {
  return {
    title: headlineOf(notification.data),
    body: detailLinesOf(notification.data).join('\n'),
    url: notification.data.mainAction?.action ?? null,
    image: notification.data.image ?? null,
    notificationId: notification.id,
    type: notification.type,
  }
}

/**
 * Pushes each person's notification to every browser they subscribed. A
 * subscription the push service says is gone (404 or 410: unsubscribed,
 * expired) is deleted; other failures are logged and the subscription kept.
 */
export async function sendPushes(notifications: Array<{ userId: number; notification: NotificationItem }>) {
  const byUser = new Map(notifications.map((entry) => [entry.userId, entry.notification]))
  if (!byUser.size) return { sent: 0, removed: 0 }
  const subscriptions: PushSubscriptionRow[] = await db.from('push_subscriptions').whereIn('user_id', [...byUser.keys()])
  const keys = vapidKeys()
  const vapidDetails = { subject: appUrl.startsWith('https://') ? appUrl : `mailto:no-reply@${new URL(appUrl).hostname}`, ...keys }
  const gone: number[] = []
  let sent = 0
  const queue = [...subscriptions]
  const worker = async () => {
    for (let subscription = queue.shift(); subscription; subscription = queue.shift()) {
      const payload = JSON.stringify(payloadOf(byUser.get(Number(subscription.user_id))!))
      try {
        await webpush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, { vapidDetails, TTL: PUSH_TTL })
        sent++
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) gone.push(subscription.id)
        else logger.warn({ err: error, subscription: subscription.id }, 'a browser push failed')
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_PUSHES, queue.length) }, worker))
  if (gone.length) await db.from('push_subscriptions').whereIn('id', gone).delete()
  return { sent, removed: gone.length }
}

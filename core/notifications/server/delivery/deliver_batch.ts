import type { NotificationChannel, NotificationData } from '#core/kernel/shared/notifications'
import { notificationCatalogue } from '../notification_catalogue.js'
import { channelsFor } from '../selections.js'
import { storeNotifications, unreadCounts } from '../notification_store.js'
import { broadcastCreated } from '../realtime/broadcast.js'
import { timeOrderedId } from '../time_ordered_id.js'
import { withTypeIcon } from '../default_icon.js'
import SendBrowserPushesJob from '../jobs/send_browser_pushes_job.js'
import SendNotificationEmailsJob from '../jobs/send_notification_emails_job.js'

/** People per batch: one insert, one count and one selections read each; a fan-out job reads this many followers at a time. */
export const BATCH_SIZE = 1000

/**
 * Delivers one notification to a batch of people on the channels each of
 * them has on: stored and pushed to their open tabs now, emails and browser
 * pushes queued (one job each per batch). Runs in the request for a few user ids, in a job for a
 * fan-out's batch. Call it after the transaction that caused it committed
 * (SQLite has one writer).
 */
export async function deliverBatch(userIds: number[], typeId: string, sent: NotificationData) {
  const catalogue = await notificationCatalogue()
  const type = catalogue.get(typeId)
  const data = withTypeIcon(sent, type)
  const channels = await channelsFor(userIds, type, catalogue)
  const recipientsOf = (channel: NotificationChannel) => userIds.filter((userId) => channels.get(userId)!.has(channel))

  const stored = await storeNotifications(recipientsOf('database'), type.id, data)
  if (stored.size) {
    const counts = await unreadCounts([...stored.keys()])
    for (const [userId, notification] of stored) broadcastCreated(userId, notification, counts.get(userId)!)
  }
  const emailTo = recipientsOf('email')
  if (emailTo.length) await SendNotificationEmailsJob.dispatch({ userIds: emailTo, type: type.id, data }).run()

  const pushTo = recipientsOf('browser')
  if (pushTo.length) {
    // Someone with the in-app list off still gets an id: the browser uses it to replace a repeated push.
    const notificationIds = pushTo.map((userId) => [userId, stored.get(userId)?.id ?? timeOrderedId()] as [number, string])
    await SendBrowserPushesJob.dispatch({ type: type.id, data, recipients: notificationIds }).run()
  }
  return { stored: stored.size }
}

import { Notifier, type NotificationRecipients } from '#core/kernel/module_services'
import type { NotificationData } from '#core/kernel/shared/notifications'
import { notificationCatalogue } from './notification_catalogue.js'
import { BATCH_SIZE, deliverBatch } from './delivery/deliver_batch.js'
import FanOutNotificationJob from './jobs/fan_out_notification_job.js'

/**
 * The kernel's Notifier: a few named people are served at once (the
 * notification is in their list and their open tabs before the request
 * answers); a query's fan-out goes to the queue.
 */
export class QueuedNotifier extends Notifier {
  async notify(recipients: NotificationRecipients, type: string, data: NotificationData) {
    ;(await notificationCatalogue()).get(type)
    if (!Array.isArray(recipients)) {
      await FanOutNotificationJob.dispatch({ query: recipients, type, data }).run()
      return
    }
    const userIds = [...new Set(recipients.filter((id) => Number.isInteger(id) && id > 0))]
    for (let start = 0; start < userIds.length; start += BATCH_SIZE) await deliverBatch(userIds.slice(start, start + BATCH_SIZE), type, data)
  }
}

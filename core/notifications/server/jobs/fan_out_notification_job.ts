import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import type { NotificationRecipientQuery } from '#core/kernel/module_services'
import type { NotificationData } from '#core/kernel/shared/notifications'
import { recipientBatches } from '../delivery/recipient_batches.js'
import DeliverNotificationBatchJob from './deliver_notification_batch_job.js'

/**
 * A notification to everyone a query names (an artist's followers): reads
 * them in batches and queues one DeliverNotificationBatchJob per batch, so
 * the queue's workers (on every node) deliver them side by side.
 */
export default class FanOutNotificationJob extends Job<{ query: NotificationRecipientQuery; type: string; data: NotificationData }> {
  static options: JobOptions = { name: 'notifications.fan_out', maxRetries: 0, timeout: '30m' }

  async execute() {
    const { query, type, data } = this.payload
    for await (const userIds of recipientBatches(query)) {
      await DeliverNotificationBatchJob.dispatch({ userIds, type, data }).run()
    }
  }
}

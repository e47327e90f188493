import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import type { NotificationData } from '#core/kernel/shared/notifications'
import { deliverBatch } from '../delivery/deliver_batch.js'

/**
 * One batch of a fan-out (FanOutNotificationJob). Not retried: a retry after
 * the insert would notify the batch twice, and a failed batch is kept with
 * its error in queue_jobs for the admin.
 */
export default class DeliverNotificationBatchJob extends Job<{ userIds: number[]; type: string; data: NotificationData }> {
  static options: JobOptions = { name: 'notifications.deliver_batch', maxRetries: 0 }

  async execute() {
    await deliverBatch(this.payload.userIds, this.payload.type, this.payload.data)
  }
}

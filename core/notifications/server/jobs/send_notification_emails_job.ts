import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import type { NotificationData } from '#core/kernel/shared/notifications'
import { sendNotificationEmails } from '../email/send_notification_emails.js'

/**
 * The emails of one batch of people (up to 1,000): one job per batch rather
 * than per person keeps a 100,000-follower release at 100 queued jobs. Not
 * retried as a whole: each failed address is queued again on its own
 * (send_notification_emails.ts).
 */
export default class SendNotificationEmailsJob extends Job<{ userIds: number[]; type: string; data: NotificationData }> {
  static options: JobOptions = { name: 'notifications.send_emails', maxRetries: 0, timeout: '30m' }

  async execute() {
    await sendNotificationEmails(this.payload.userIds, this.payload.type, this.payload.data)
  }
}

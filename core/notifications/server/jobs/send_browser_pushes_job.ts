import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import type { NotificationData } from '#core/kernel/shared/notifications'
import { sendPushes } from '../push/send_pushes.js'

interface SendBrowserPushesPayload {
  type: string
  data: NotificationData
  /** Each person and the id of their notification. */
  recipients: Array<[number, string]>
}

/**
 * Web Push to every browser of a batch of people. Not retried: a retry would
 * push again to the browsers that already got it.
 */
export default class SendBrowserPushesJob extends Job<SendBrowserPushesPayload> {
  static options: JobOptions = { name: 'notifications.send_browser_pushes', maxRetries: 0 }

  async execute() {
    const { type, data, recipients } = this.payload
    const createdAt = new Date().toISOString()
    await sendPushes(recipients.map(([userId, id]) => ({ userId, notification: { id, type, data, created_at: createdAt, read_at: null } })))
  }
}

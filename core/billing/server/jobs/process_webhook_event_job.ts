import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { processKeptEvent } from '../webhooks/webhook_events.js'

/**
 * Processes one kept webhook event, Stripe's or PayPal's
 * (server/webhooks/webhook_events.ts). The webhook answers 2xx as soon as
 * the event is kept, so the gateway never waits on us; a failure here (the
 * gateway unreachable for a re-read) is retried.
 */
export default class ProcessWebhookEventJob extends Job<{ eventRowId: number }> {
  static options: JobOptions = { name: 'billing.process_webhook_event', maxRetries: 5 }

  async execute() {
    await processKeptEvent(this.payload.eventRowId)
  }
}

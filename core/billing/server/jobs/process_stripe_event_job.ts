import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { processKeptEvent } from '../webhooks/stripe_events.js'

/**
 * Processes one kept Stripe event (server/webhooks/stripe_events.ts). The
 * webhook answers 2xx as soon as the event is kept, so Stripe never waits on
 * us; a failure here (Stripe unreachable for a re-read) is retried.
 */
export default class ProcessStripeEventJob extends Job<{ eventRowId: number }> {
  static options: JobOptions = { name: 'billing.process_stripe_event', maxRetries: 5 }

  async execute() {
    await processKeptEvent(this.payload.eventRowId)
  }
}

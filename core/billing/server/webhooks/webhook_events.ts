import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { dropReads } from '#core/kernel/cache/read_cache'
import { sqlTime } from '../plans/plan_rows.js'
import type { Gateway } from '../subscriptions/apply_subscription.js'
import { isUniqueViolation } from '#core/kernel/database/database_conflicts'

/** A verified event as kept: its id at the gateway, its type and when the gateway made it (Unix seconds). */
export interface IncomingEvent {
  gateway: Gateway
  id: string
  type: string
  created: number
  payload: unknown
}

/**
 * Keeps a verified event once: its id is unique per gateway, so a
 * redelivery of the same event (gateways retry until they hear 2xx, and
 * sometimes send twice) is found here and not processed again. Returns the
 * row's id, or null for an event already kept.
 */
export async function keepWebhookEvent(event: IncomingEvent): Promise<number | null> {
  try {
    const [inserted] = await db.insertQuery().table('billing_webhook_events').insert({
      gateway: event.gateway,
      event_id: event.id,
      type: event.type.slice(0, 100),
      event_created: event.created,
      payload: JSON.stringify(event.payload),
      received_at: sqlTime(DateTime.utc()),
    })
    if (typeof inserted === 'object') return Number((inserted as { id: number }).id)
    if (inserted) return Number(inserted)
    return Number((await db.from('billing_webhook_events').where({ gateway: event.gateway, event_id: event.id }).first()).id)
  } catch (error) {
    if (isUniqueViolation(error)) return null
    throw error
  }
}

/** How each gateway's events are processed (loaded lazily: a job needs only its gateway's). */
const PROCESSORS: Record<Gateway, () => Promise<(payload: any) => Promise<void>>> = {
  stripe: async () => (await import('./stripe_events.js')).processStripeEvent,
  paypal: async () => (await import('./paypal_events.js')).processPayPalEvent,
}

/** Runs a kept event once; a failure leaves processed_at empty for the job's retry. */
export async function processKeptEvent(rowId: number) {
  const row = await db.from('billing_webhook_events').where('id', rowId).first()
  if (!row || row.processed_at) return
  const process = await PROCESSORS[row.gateway as Gateway]()
  await process(JSON.parse(row.payload))
  // A job runs outside a request: drop the cached grants and pages it changed.
  await dropReads()
  await db.from('billing_webhook_events').where('id', rowId).update({ processed_at: sqlTime(DateTime.utc()) })
}

import type { HttpContext } from '@adonisjs/core/http'
import Stripe from 'stripe'
import { stripeWebhookSecret } from '../gateways/stripe_client.js'
import { stripeIncoming } from '../webhooks/stripe_events.js'
import { keepWebhookEvent } from '../webhooks/webhook_events.js'
import ProcessWebhookEventJob from '../jobs/process_webhook_event_job.js'

/** Only verifies signatures: no API calls, so no key is needed here. */
const verifier = new Stripe('sk_unused_for_signature_checks')

/** POST billing/webhooks/stripe: Stripe's events, signed with the endpoint's secret. */
export default class StripeWebhookController {
  async handle({ request, response }: HttpContext) {
    const secret = await stripeWebhookSecret()
    if (!secret) return response.notFound({ message: 'Stripe webhooks are not set up.' })
    const signature = request.header('stripe-signature')
    const body = request.raw()
    if (!signature || !body) return response.badRequest({ message: 'Missing Stripe signature.' })
    let event: Stripe.Event
    try {
      // The signature covers the bytes Stripe sent: checked on the raw body, never on re-encoded JSON.
      event = verifier.webhooks.constructEvent(body, signature, secret)
    } catch {
      return response.badRequest({ message: 'Invalid Stripe signature.' })
    }
    const rowId = await keepWebhookEvent(stripeIncoming(event))
    if (rowId !== null) await ProcessWebhookEventJob.dispatch({ eventRowId: rowId })
    return { received: true, duplicate: rowId === null }
  }
}

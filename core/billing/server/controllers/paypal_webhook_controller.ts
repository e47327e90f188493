import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { paypalApi, paypalKeysSaved } from '../gateways/paypal_client.js'
import { paypalIncoming, type PayPalEvent } from '../webhooks/paypal_events.js'
import { keepWebhookEvent } from '../webhooks/webhook_events.js'
import ProcessWebhookEventJob from '../jobs/process_webhook_event_job.js'

/** The headers PayPal signs a delivery with, and the names its verify call takes them under. */
const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const

function parsedEvent(body: string): PayPalEvent | null {
  try {
    const event = JSON.parse(body)
    const valid = typeof event?.id === 'string' && typeof event.event_type === 'string' && !Number.isNaN(Date.parse(event.create_time)) && typeof event.resource === 'object'
    return valid ? event : null
  } catch {
    return null
  }
}

/** POST billing/webhooks/paypal: PayPal's events, verified by PayPal's verify-webhook-signature call. */
export default class PayPalWebhookController {
  async handle({ request, response }: HttpContext) {
    // Taken while PayPal is switched off too: its existing subscriptions still renew, fail and end there.
    if (!(await paypalKeysSaved())) return response.notFound({ message: 'PayPal webhooks are not set up.' })
    const paypal = await paypalApi()
    if (!paypal.webhookId) return response.notFound({ message: 'PayPal webhooks are not set up.' })
    const headers = Object.fromEntries(Object.entries(SIGNATURE_HEADERS).map(([field, header]) => [field, request.header(header)]))
    const body = request.raw()
    if (Object.values(headers).some((value) => !value) || !body) return response.badRequest({ message: 'Missing PayPal signature.' })
    const event = parsedEvent(body)
    if (!event) return response.badRequest({ message: 'Invalid PayPal event.' })

    // PayPal checks the signature over the bytes it sent: the event goes back as received, never re-encoded.
    const envelope = `${JSON.stringify({ ...headers, webhook_id: paypal.webhookId }).slice(0, -1)},"webhook_event":${body}}`
    let verification: { verification_status?: string }
    try {
      verification = await paypal.call('POST', '/v1/notifications/verify-webhook-signature', envelope)
    } catch (error) {
      // Not the sender's fault: a non-2xx answer makes PayPal deliver again later.
      logger.warn({ err: error }, 'billing: a PayPal webhook could not be verified')
      return response.serviceUnavailable({ message: 'The PayPal signature could not be checked now.' })
    }
    if (verification.verification_status !== 'SUCCESS') return response.badRequest({ message: 'Invalid PayPal signature.' })

    const rowId = await keepWebhookEvent(paypalIncoming(event))
    if (rowId !== null) await ProcessWebhookEventJob.dispatch({ eventRowId: rowId })
    return { received: true, duplicate: rowId === null }
  }
}

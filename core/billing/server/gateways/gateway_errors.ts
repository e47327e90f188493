import { PayPalError, PayPalNotConfigured } from './paypal_client.js'
import { StripeNotConfigured } from './stripe_client.js'

/**
 * A gateway's failure as the answer a caller gets: not set up is 503, a
 * refusal or an unreachable gateway is 502 with the gateway's reason (neither
 * the person's mistake nor ours). Anything else is not a gateway's: null.
 */
export function gatewayFailure(error: unknown, refusedWhat: string): { status: 502 | 503; message: string } | null {
  if (error instanceof StripeNotConfigured || error instanceof PayPalNotConfigured) return { status: 503, message: error.message }
  if ((error as { type?: string }).type?.startsWith?.('Stripe')) return { status: 502, message: `Stripe refused ${refusedWhat}: ${(error as Error).message}` }
  if (error instanceof PayPalError) return { status: 502, message: `PayPal refused ${refusedWhat}: ${error.message}` }
  // fetch's own failures: PayPal could not be reached or did not answer in time.
  if (error instanceof TypeError && error.message === 'fetch failed') return { status: 502, message: 'The payment provider could not be reached. Try again in a moment.' }
  if ((error as Error).name === 'TimeoutError') return { status: 502, message: 'The payment provider did not answer in time. Try again in a moment.' }
  return null
}

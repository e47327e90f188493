import logger from '@adonisjs/core/services/logger'
import type { UserDeletingEvent } from '#core/accounts/events'
import { paypalApi, paypalKeysSaved } from '../gateways/paypal_client.js'

/** Our states of a subscription PayPal will not charge again. */
const OVER = ['canceled', 'incomplete_expired']

/**
 * `user:deleting`: the account's subscription rows are about to cascade
 * away, and PayPal (unlike Stripe, cancel_deleted_account_subscriptions.ts)
 * cannot be asked afterwards for a person's subscriptions. Their PayPal ids
 * are read now, in the deletion's transaction, and cancelled once it is
 * committed, so a refused deletion keeps them.
 */
export default class CancelDeletedAccountPayPalSubscriptions {
  async handle({ id, trx }: UserDeletingEvent) {
    const rows: Array<{ gateway_id: string }> = await trx.from('billing_subscriptions').where({ user_id: id, gateway: 'paypal' }).whereNotIn('status', OVER).select('gateway_id')
    if (!rows.length) return
    trx.after('commit', () => cancelOnPayPal(rows.map((row) => row.gateway_id)))
  }
}

/** After the commit, nobody awaits this: each failure is logged, the others go on. */
async function cancelOnPayPal(subscriptionIds: string[]) {
  try {
    if (!(await paypalKeysSaved())) return
    const paypal = await paypalApi()
    for (const subscriptionId of subscriptionIds) {
      await paypal
        .call('POST', `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`, { reason: 'The account was deleted' })
        .catch((error: unknown) => logger.warn({ err: error, subscription: subscriptionId }, 'billing: a deleted account’s PayPal subscription could not be cancelled'))
    }
  } catch (error) {
    logger.warn({ err: error }, 'billing: PayPal could not be reached to cancel a deleted account’s subscriptions')
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { bulkIdsValidator } from '#core/kernel/lists/bulk_ids_validator'
import { SUBSCRIPTIONS_LIST } from '../subscriptions_admin/subscriptions_list.js'
import { filteredSubscriptions, presentSubscriptionRow } from '../subscriptions_admin/subscriptions_query.js'
import { cancelSubscriptionsAtPeriodEnd } from '../subscriptions_admin/cancel_subscriptions.js'
import { gracePeriodDays } from '../subscriptions/apply_subscription.js'
import { StripeNotConfigured } from '../gateways/stripe_client.js'

/** The admin's subscriptions screen (permission subscriptions.update, checked by the routes). */
export default class SubscriptionsAdminController {
  /** GET billing/subscriptions?query&status&product&sort&order&perPage&cursor */
  async index({ request }: HttpContext) {
    const input = await request.validateUsing(SUBSCRIPTIONS_LIST.validator, { data: request.qs() })
    return SUBSCRIPTIONS_LIST.page(input, () => filteredSubscriptions(input), presentSubscriptionRow(await gracePeriodDays()))
  }

  /** POST billing/subscriptions/cancel { ids } -> { cancelled }: at the end of their period. */
  async cancel({ request, response }: HttpContext) {
    const { ids } = await request.validateUsing(bulkIdsValidator)
    try {
      return { cancelled: await cancelSubscriptionsAtPeriodEnd(ids) }
    } catch (error) {
      if (error instanceof StripeNotConfigured) return response.status(503).send({ message: error.message })
      if ((error as { type?: string }).type?.startsWith?.('Stripe')) return response.status(502).send({ message: `Stripe refused: ${(error as Error).message}` })
      throw error
    }
  }
}

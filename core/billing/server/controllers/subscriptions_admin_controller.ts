import type { HttpContext } from '@adonisjs/core/http'
import { bulkIdsValidator } from '#core/kernel/lists/bulk_ids_validator'
import { SUBSCRIPTIONS_LIST } from '../subscriptions_admin/subscriptions_list.js'
import { filteredSubscriptions, presentSubscriptionRow } from '../subscriptions_admin/subscriptions_query.js'
import { cancelSubscriptionsAtPeriodEnd } from '../subscriptions_admin/cancel_subscriptions.js'
import { changePlanAsAdmin, extendSubscription } from '../subscriptions_admin/admin_subscription_actions.js'
import { gracePeriodDays } from '../subscriptions/apply_subscription.js'
import { dashboardLinks } from '../gateways/dashboard_links.js'
import { gatewayFailure } from '../gateways/gateway_errors.js'
import { BillingRefusal } from '../billing_refusal.js'
import { extendValidator, planChoiceValidator } from '../validators/billing_validators.js'

/** The admin's subscriptions screen (permission subscriptions.update, checked by the routes). */
export default class SubscriptionsAdminController {
  /** GET billing/subscriptions?query&status&product&sort&order&perPage&cursor */
  async index({ request }: HttpContext) {
    const input = await request.validateUsing(SUBSCRIPTIONS_LIST.validator, { data: request.qs() })
    return SUBSCRIPTIONS_LIST.page(input, () => filteredSubscriptions(input), presentSubscriptionRow(await gracePeriodDays(), await dashboardLinks()))
  }

  /** POST billing/subscriptions/cancel { ids } -> { cancelled }: at the end of their period. */
  async cancel(ctx: HttpContext) {
    return gatewayAnswer(ctx, async () => {
      const { ids } = await ctx.request.validateUsing(bulkIdsValidator)
      return { cancelled: await cancelSubscriptionsAtPeriodEnd(ids) }
    })
  }

  /** POST billing/subscriptions/{id}/change-plan { product_id, price_id }: from the next payment on. */
  async changePlan(ctx: HttpContext) {
    return gatewayAnswer(ctx, async () => {
      const { product_id: productId, price_id: priceId } = await ctx.request.validateUsing(planChoiceValidator)
      await changePlanAsAdmin(Number(ctx.params.id), productId, priceId)
      return { changed: true }
    })
  }

  /** POST billing/subscriptions/{id}/extend { days }: the next payment moves later. */
  async extend(ctx: HttpContext) {
    return gatewayAnswer(ctx, async () => {
      const { days } = await ctx.request.validateUsing(extendValidator)
      await extendSubscription(Number(ctx.params.id), days)
      return { extended: true }
    })
  }
}

/** A refusal the admin can act on with its status; a gateway's refusal as 502 with its reason. */
async function gatewayAnswer(ctx: HttpContext, work: () => Promise<unknown>) {
  try {
    return await work()
  } catch (error) {
    if (error instanceof BillingRefusal) return ctx.response.status(error.status).send({ message: error.message })
    const failure = gatewayFailure(error, 'the change')
    if (failure) return ctx.response.status(failure.status).send({ message: failure.message })
    throw error
  }
}

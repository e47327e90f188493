import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { AccountPresenter, SiteSettings } from '#core/kernel/module_services'
import { dropReads } from '#core/kernel/cache/read_cache'
import { BILLING_ENABLE } from '../../settings.js'
import { listedProducts } from '../plans/plan_rows.js'
import type { ProductsResponse } from '../../shared/billing_types.js'
import { cancelValidator, checkoutSessionValidator, paypalSubscriptionValidator, planChoiceValidator } from '../validators/billing_validators.js'
import { BillingRefusal } from '../billing_refusal.js'
import { billingSummary, cancelAtPeriodEnd, changePlan, paymentMethodSession, previewPlanChange, resume } from '../subscriptions/account_billing.js'
import { completeStripeCheckout, startStripeCheckout } from '../subscriptions/stripe_checkout.js'
import { completePayPalCheckout, startPayPalCheckout } from '../subscriptions/paypal_checkout.js'
import { gatewayFailure } from '../gateways/gateway_errors.js'
import { configuredGateways } from '../gateways/configured_gateways.js'

async function billingEnabled() {
  const settings = await app.container.make(SiteSettings)
  await settings.refresh()
  return Boolean(settings.get(BILLING_ENABLE, false))
}

/** The person's own billing (spec section 2: pricing, checkout, billing and its children). */
export default class BillingController {
  /** GET billing/products: the plans of the pricing page (hidden ones left out) and the gateways they are sold on. */
  async products({ response }: HttpContext) {
    if (!(await billingEnabled())) return response.notFound({ message: 'Billing is not enabled.' })
    const answer: ProductsResponse = { pagination: { data: await listedProducts({ includeHidden: false }) }, gateways: await configuredGateways() }
    return answer
  }

  async checkout(ctx: HttpContext) {
    return answering(ctx, async () => {
      const { product_id: productId, price_id: priceId } = await ctx.request.validateUsing(planChoiceValidator)
      return startStripeCheckout(buyer(ctx), productId, priceId)
    })
  }

  async completeCheckout(ctx: HttpContext) {
    return answering(ctx, async () => {
      const { session_id: sessionId } = await ctx.request.validateUsing(checkoutSessionValidator)
      await completeStripeCheckout(buyer(ctx), sessionId)
      return changedSummary(ctx)
    })
  }

  async paypalCheckout(ctx: HttpContext) {
    return answering(ctx, async () => {
      const { product_id: productId, price_id: priceId } = await ctx.request.validateUsing(planChoiceValidator)
      return startPayPalCheckout(buyer(ctx), productId, priceId)
    })
  }

  async completePayPalCheckout(ctx: HttpContext) {
    return answering(ctx, async () => {
      const { subscription_id: subscriptionId } = await ctx.request.validateUsing(paypalSubscriptionValidator)
      await completePayPalCheckout(buyer(ctx), subscriptionId)
      return changedSummary(ctx)
    })
  }

  async summary(ctx: HttpContext) {
    return answering(ctx, () => billingSummary(buyer(ctx).id))
  }

  async cancel(ctx: HttpContext) {
    return answering(ctx, async () => {
      const { reason } = await ctx.request.validateUsing(cancelValidator)
      await cancelAtPeriodEnd(buyer(ctx).id, reason)
      return changedSummary(ctx)
    })
  }

  async resume(ctx: HttpContext) {
    return answering(ctx, async () => {
      await resume(buyer(ctx).id)
      return changedSummary(ctx)
    })
  }

  async previewPlanChange(ctx: HttpContext) {
    return answering(ctx, async () => {
      const { product_id: productId, price_id: priceId } = await ctx.request.validateUsing(planChoiceValidator)
      return previewPlanChange(buyer(ctx).id, productId, priceId)
    })
  }

  async changePlan(ctx: HttpContext) {
    return answering(ctx, async () => {
      const { product_id: productId, price_id: priceId } = await ctx.request.validateUsing(planChoiceValidator)
      const approval = await changePlan(buyer(ctx).id, productId, priceId)
      // PayPal: the subscriber approves the new price on its page, and the plan changes once they have.
      return approval ? { url: approval.approveUrl } : changedSummary(ctx)
    })
  }

  async paymentMethod(ctx: HttpContext) {
    return answering(ctx, () => paymentMethodSession(buyer(ctx).id))
  }
}

/**
 * After a change of subscription: the billing summary and the person as the
 * bootstrap data shows them (subscriptions, the plan's permissions), so the
 * web app swaps them in and its menus and guards follow at once.
 */
async function changedSummary(ctx: HttpContext) {
  // The person's grants are cached until a write ends; this one changed them already.
  await dropReads()
  const user = await (await app.container.make(AccountPresenter)).signedIn(ctx)
  return { ...(await billingSummary(buyer(ctx).id)), user }
}

function buyer(ctx: HttpContext) {
  const user = ctx.auth.getUserOrFail() as unknown as { id: number; email: string }
  return { id: user.id, email: user.email }
}

/**
 * Every call of these pages: 404 while billing is off, a refusal the person
 * can act on with its status (and where to go), a gateway's own refusals as
 * 502 with its message: they are neither the person's mistake nor ours.
 */
async function answering(ctx: HttpContext, work: () => Promise<unknown>) {
  if (!(await billingEnabled())) return ctx.response.notFound({ message: 'Billing is not enabled.' })
  try {
    return await work()
  } catch (error) {
    if (error instanceof BillingRefusal) return ctx.response.status(error.status).send({ message: error.message, ...(error.redirect ? { redirect: error.redirect } : {}) })
    const failure = gatewayFailure(error, 'the payment')
    if (failure) return ctx.response.status(failure.status).send({ message: failure.status === 503 ? 'Payments are not set up yet.' : failure.message })
    throw error
  }
}

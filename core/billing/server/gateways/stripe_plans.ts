import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { pricesOf, type PriceRow, type ProductRow } from '../plans/plan_rows.js'
import { stripeClient } from './stripe_client.js'

/**
 * Makes Stripe's product and active prices match the plan: the product is
 * created once (then renamed, described, shown or hidden), each price of the
 * plan that Stripe lacks is created, with the plan's and the price's ids in
 * metadata so Stripe's dashboard and our rows can be matched by hand.
 */
export async function syncPlanToStripe(trx: TransactionClientContract, product: ProductRow) {
  if (product.free) return
  const stripe = await stripeClient()
  const fields = { name: product.name, description: product.description || undefined, metadata: { cadenza_product_id: String(product.id) } }
  let stripeId = product.stripe_id
  if (stripeId) {
    await stripe.products.update(stripeId, { ...fields, description: product.description ?? '', active: true })
  } else {
    stripeId = (await stripe.products.create(fields)).id
    await trx.from('billing_products').where('id', product.id).update({ stripe_id: stripeId })
  }
  for (const price of await pricesOf([product.id], trx)) {
    if (price.archived || price.stripe_id) continue
    const created = await stripe.prices.create({
      product: stripeId,
      currency: price.currency.toLowerCase(),
      unit_amount: Number(price.amount_minor),
      recurring: { interval: price.interval, interval_count: Number(price.interval_count) },
      metadata: { cadenza_price_id: String(price.id) },
    })
    await trx.from('billing_prices').where('id', price.id).update({ stripe_id: created.id })
  }
}

/** The Stripe price of a price created before Stripe was set up is made when first bought. */
export async function ensureStripePrice(trx: TransactionClientContract, product: ProductRow, price: PriceRow) {
  if (price.stripe_id && product.stripe_id) return price.stripe_id
  await syncPlanToStripe(trx, product)
  const row = await trx.from('billing_prices').where('id', price.id).first()
  return row.stripe_id as string
}

export async function archiveStripePrices(prices: Array<Pick<PriceRow, 'stripe_id'>>) {
  const stripe = await stripeClient()
  for (const price of prices) if (price.stripe_id) await stripe.prices.update(price.stripe_id, { active: false })
}

export async function archiveStripeProducts(products: Array<Pick<ProductRow, 'stripe_id'>>) {
  const stripe = await stripeClient()
  for (const product of products) if (product.stripe_id) await stripe.products.update(product.stripe_id, { active: false })
}

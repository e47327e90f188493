import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { fromMinor, minorUnitsPerMajor } from '../../shared/pricing.js'
import { pricesOf, type PriceRow, type ProductRow } from '../plans/plan_rows.js'
import { paypalApi } from './paypal_client.js'

/** How many failed renewals PayPal retries before it suspends the subscription (it then turns unpaid here). */
const PAYMENT_FAILURE_THRESHOLD = 3

/** PayPal's billing cycle for a price: charged every interval_count intervals, for ever. */
function billingCycle(price: PriceRow) {
  return {
    frequency: { interval_unit: price.interval.toUpperCase(), interval_count: Number(price.interval_count) },
    tenure_type: 'REGULAR',
    sequence: 1,
    total_cycles: 0,
    pricing_scheme: { fixed_price: { value: fromMinor(Number(price.amount_minor), price.currency).toFixed(minorUnitsPerMajor(price.currency) === 1 ? 0 : 2), currency_code: price.currency } },
  }
}

/**
 * Makes PayPal sell the plan as we do: the plan is a catalog product (made
 * once; PayPal only lets its description change after), each active price a
 * PayPal billing plan of that product, made when missing. Their ids are kept
 * on our rows.
 */
export async function syncPlanToPayPal(trx: TransactionClientContract, product: ProductRow) {
  if (product.free) return
  const paypal = await paypalApi()
  let paypalId = product.paypal_id
  if (paypalId) {
    await paypal.call('PATCH', `/v1/catalogs/products/${encodeURIComponent(paypalId)}`, [{ op: 'replace', path: '/description', value: product.description || product.name }])
  } else {
    const created = await paypal.call('POST', '/v1/catalogs/products', { name: product.name, description: product.description || product.name, type: 'SERVICE', category: 'SOFTWARE' })
    paypalId = created.id as string
    await trx.from('billing_products').where('id', product.id).update({ paypal_id: paypalId })
  }
  for (const price of await pricesOf([product.id], trx)) {
    if (price.archived || price.paypal_id) continue
    const plan = await paypal.call('POST', '/v1/billing/plans', {
      product_id: paypalId,
      name: `${product.name} (${price.interval_count} ${price.interval})`.slice(0, 127),
      status: 'ACTIVE',
      billing_cycles: [billingCycle(price)],
      payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: PAYMENT_FAILURE_THRESHOLD },
    })
    await trx.from('billing_prices').where('id', price.id).update({ paypal_id: plan.id })
  }
}

/** The PayPal plan of a price made before PayPal was set up is made when first bought. */
export async function ensurePayPalPlan(trx: TransactionClientContract, product: ProductRow, price: PriceRow) {
  if (price.paypal_id && product.paypal_id) return price.paypal_id
  await syncPlanToPayPal(trx, product)
  const row = await trx.from('billing_prices').where('id', price.id).first()
  return row.paypal_id as string
}

/** Archived prices: their PayPal plans stop selling (subscribers keep paying them). PayPal products cannot be deactivated. */
export async function deactivatePayPalPlans(prices: Array<Pick<PriceRow, 'paypal_id'>>) {
  const paypal = await paypalApi()
  for (const price of prices) if (price.paypal_id) await paypal.call('POST', `/v1/billing/plans/${encodeURIComponent(price.paypal_id)}/deactivate`)
}

import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import { errors as vineErrors } from '@vinejs/vine'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { nothingToAudit, recordAudit } from '#core/audit/server/record_audit'
import { MAX_INTERVAL_COUNT, type planValidator } from '../validators/plan_validator.js'
import { toMinor } from '../../shared/pricing.js'
import { findProduct, presentAdminProduct, pricesOf, sqlTime, subscriberCount, type PriceRow, type ProductRow } from './plan_rows.js'
import { stripeConfigured } from '../gateways/stripe_client.js'
import { archiveStripePrices, archiveStripeProducts, syncPlanToStripe } from '../gateways/stripe_plans.js'
import { paypalConfigured } from '../gateways/paypal_client.js'
import { deactivatePayPalPlans, syncPlanToPayPal } from '../gateways/paypal_plans.js'

export type PlanFields = Infer<typeof planValidator>

const AUDIT_SUBJECT = 'plan'

function invalid(field: string, message: string) {
  return new vineErrors.E_VALIDATION_ERROR([{ field, message, rule: 'plan' }])
}

/** What the validator cannot say alone: interval lengths, a free plan without prices, a paid one with some, roles that exist. */
async function checkPlan(trx: TransactionClientContract, input: PlanFields) {
  const prices = input.prices ?? []
  prices.forEach((price, index) => {
    if (price.interval_count > MAX_INTERVAL_COUNT[price.interval]) {
      throw invalid(`prices.${index}.interval_count`, `A price is billed at least once a year: at most ${MAX_INTERVAL_COUNT[price.interval]} for this interval.`)
    }
  })
  if (input.free && prices.length) throw invalid('prices', 'A free plan has no prices.')
  if (!input.free && !prices.length) throw invalid('prices', 'Add at least one price, or mark the plan as free.')
  if (input.role_id) {
    const role = await trx.from('roles').where('id', input.role_id).first()
    if (!role) throw invalid('role_id', 'This role does not exist.')
    if (role.guests) throw invalid('role_id', "The guests' role cannot be a plan's role.")
  }
}

function productFields(input: PlanFields) {
  return {
    name: input.name,
    description: input.description || null,
    hidden: input.hidden ?? false,
    recommended: input.recommended ?? false,
    free: input.free ?? false,
    feature_list: JSON.stringify(input.feature_list ?? []),
    role_id: input.role_id ?? null,
    position: input.position ?? 0,
    updated_at: sqlTime(DateTime.utc()),
  }
}

type PriceInput = NonNullable<PlanFields['prices']>[number]

function samePrice(row: PriceRow, input: PriceInput) {
  return Number(row.amount_minor) === toMinor(input.amount, input.currency) && row.currency === input.currency && row.interval === input.interval && Number(row.interval_count) === input.interval_count
}

async function insertPrice(trx: TransactionClientContract, productId: number, input: PriceInput) {
  await trx.insertQuery().table('billing_prices').insert({
    product_id: productId,
    amount_minor: toMinor(input.amount, input.currency),
    currency: input.currency,
    interval: input.interval,
    interval_count: input.interval_count,
    archived: false,
    created_at: sqlTime(DateTime.utc()),
  })
}

/**
 * Gateways never change a price once made, so neither do we: a price the
 * editor changed becomes a new price and the old one is archived (people
 * subscribed to it keep paying it; nobody new can choose it).
 */
async function writePrices(trx: TransactionClientContract, productId: number, inputs: PriceInput[]) {
  const current = (await pricesOf([productId], trx)).filter((row) => !row.archived)
  const kept = new Set<number>()
  for (const [index, input] of inputs.entries()) {
    const existing = input.id ? current.find((row) => Number(row.id) === input.id) : undefined
    if (input.id && !existing) throw invalid(`prices.${index}.id`, 'This price is not one of the plan’s.')
    if (existing && samePrice(existing, input)) {
      kept.add(Number(existing.id))
      continue
    }
    await insertPrice(trx, productId, input)
  }
  const archived = current.filter((row) => !kept.has(Number(row.id)))
  if (archived.length) await trx.from('billing_prices').whereIn('id', archived.map((row) => row.id)).update({ archived: true })
  return archived
}

/**
 * Saves the plan and, on each gateway that is set up (Stripe, PayPal), the
 * same plan there, in one transaction: a plan a gateway refused is not saved
 * either (the admin sees the gateway's reason), so they never disagree about
 * what can be bought.
 */
async function keepInStep(trx: TransactionClientContract, product: ProductRow, archived: PriceRow[]) {
  if (await stripeConfigured()) {
    await archiveStripePrices(archived)
    await syncPlanToStripe(trx, product)
  }
  if (await paypalConfigured()) {
    await deactivatePayPalPlans(archived)
    await syncPlanToPayPal(trx, (await findProduct(product.id, trx))!)
  }
}

export async function createPlan(input: PlanFields) {
  return db.transaction(async (trx) => {
    await checkPlan(trx, input)
    const [inserted] = await trx.insertQuery().table('billing_products').insert({ ...productFields(input), created_at: sqlTime(DateTime.utc()) })
    const id = Number(typeof inserted === 'object' ? (inserted as { id: number }).id : inserted)
    await writePrices(trx, id, input.prices ?? [])
    await keepInStep(trx, (await findProduct(id, trx))!, [])
    const saved = await presentAdminProduct((await findProduct(id, trx))!, trx)
    await recordAudit(trx, { action: 'plan.created', subject: { type: AUDIT_SUBJECT, id }, before: null, after: saved })
    return saved
  })
}

export async function updatePlan(id: number, input: PlanFields) {
  return db.transaction(async (trx) => {
    const before = await findProduct(id, trx)
    if (!before) return null
    await checkPlan(trx, input)
    const audited = await presentAdminProduct(before, trx)
    await trx.from('billing_products').where('id', id).update(productFields(input))
    const archived = await writePrices(trx, id, input.prices ?? [])
    await keepInStep(trx, (await findProduct(id, trx))!, archived)
    const saved = await presentAdminProduct((await findProduct(id, trx))!, trx)
    await recordAudit(trx, { action: 'plan.updated', subject: { type: AUDIT_SUBJECT, id }, before: audited, after: saved })
    return saved
  })
}

/** Plans people still hold are refused (hide them instead): their subscriptions need them. */
export class PlanInUse extends Error {
  constructor(public names: string[]) {
    super(`${names.join(', ')} still ${names.length === 1 ? 'has' : 'have'} subscribers: hide ${names.length === 1 ? 'it' : 'them'} instead.`)
  }
}

export async function deletePlans(ids: number[]) {
  return db.transaction(async (trx) => {
    const rows = (await trx.from('billing_products').whereIn('id', ids)) as ProductRow[]
    if (!rows.length) {
      nothingToAudit()
      return 0
    }
    const inUse: string[] = []
    for (const row of rows) if ((await subscriberCount(row.id, trx)) > 0) inUse.push(row.name)
    if (inUse.length) throw new PlanInUse(inUse)
    const prices = await pricesOf(rows.map((row) => row.id), trx)
    for (const row of rows) {
      const before = await presentAdminProduct(row, trx)
      await trx.from('billing_products').where('id', row.id).delete()
      await recordAudit(trx, { action: 'plan.deleted', subject: { type: AUDIT_SUBJECT, id: row.id }, before, after: null })
    }
    // Gateways keep products and prices that were ever used: deactivated, nobody can buy them.
    if (await stripeConfigured()) {
      await archiveStripePrices(prices)
      await archiveStripeProducts(rows)
    }
    if (await paypalConfigured()) await deactivatePayPalPlans(prices)
    return rows.length
  })
}

import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'

/** The database, or a transaction a write is inside. */
type Client = QueryClientContract | TransactionClientContract | typeof db
import { DateTime } from 'luxon'
import type { AdminProduct, Price, PriceInterval, Product } from '../../shared/billing_types.js'
import { fromMinor } from '../../shared/pricing.js'

export interface ProductRow {
  id: number
  name: string
  description: string | null
  hidden: number | boolean
  recommended: number | boolean
  free: number | boolean
  feature_list: string
  role_id: number | null
  position: number
  stripe_id: string | null
  paypal_id: string | null
  updated_at: string | Date | null
}

export interface PriceRow {
  id: number
  product_id: number
  amount_minor: number
  currency: string
  interval: PriceInterval
  interval_count: number
  archived: number | boolean
  stripe_id: string | null
  paypal_id: string | null
}

/** Lucid gives timestamps as text on SQLite and as Date on MySQL. */
export function isoTime(value: string | Date | null | undefined) {
  if (value === null || value === undefined) return null
  const time = value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromSQL(value, { zone: 'utc' })
  return time.toUTC().toISO()
}

/** A timestamp column's value, written the same way on both databases. */
export function sqlTime(time: DateTime | null) {
  return time ? time.toUTC().toFormat('yyyy-MM-dd HH:mm:ss') : null
}

export function presentPrice(row: PriceRow): Price {
  return {
    id: Number(row.id),
    amount: fromMinor(Number(row.amount_minor), row.currency),
    currency: row.currency,
    interval: row.interval,
    interval_count: Number(row.interval_count),
  }
}

export function presentProduct(row: ProductRow, prices: PriceRow[]): Product {
  return {
    id: Number(row.id),
    name: row.name,
    description: row.description,
    hidden: Boolean(row.hidden),
    recommended: Boolean(row.recommended),
    free: Boolean(row.free),
    feature_list: JSON.parse(row.feature_list) as string[],
    prices: prices.filter((price) => !price.archived && Number(price.product_id) === Number(row.id)).map(presentPrice),
  }
}

/** The prices of these plans, cheapest first within a plan. */
export function pricesOf(productIds: number[], client: Client = db) {
  if (!productIds.length) return Promise.resolve([] as PriceRow[])
  return client.from('billing_prices').whereIn('product_id', productIds).orderBy('amount_minor').orderBy('id') as Promise<PriceRow[]>
}

/** Plans in the order the pricing page shows them; hidden ones only when asked. */
export async function listedProducts(options: { includeHidden: boolean }): Promise<Product[]> {
  const query = db.from('billing_products').orderBy('position').orderBy('id')
  if (!options.includeHidden) query.where('hidden', false)
  const rows = (await query) as ProductRow[]
  const prices = await pricesOf(rows.map((row) => row.id))
  return rows.map((row) => presentProduct(row, prices))
}

export async function findProduct(id: number, client: Client = db) {
  return (await client.from('billing_products').where('id', id).first()) as ProductRow | null
}

/** Subscriptions that still hold the plan (not ended), which keep it from being deleted. */
export async function subscriberCount(productId: number, client: Client = db) {
  const row = await client.from('billing_subscriptions').where('product_id', productId).whereNotIn('status', ['canceled', 'incomplete_expired']).count('* as total').first()
  return Number(row?.total ?? 0)
}

const GATEWAY_COLUMNS = [
  { gateway: 'stripe', column: 'stripe_id' },
  { gateway: 'paypal', column: 'paypal_id' },
] as const

export async function presentAdminProduct(row: ProductRow, client: Client = db): Promise<AdminProduct> {
  const prices = await pricesOf([row.id], client)
  return {
    ...presentProduct(row, prices),
    role_id: row.role_id === null ? null : Number(row.role_id),
    position: Number(row.position),
    // On sale at a gateway: the plan and each of its current prices made there (Stripe, PayPal or both).
    synced_on: GATEWAY_COLUMNS.filter(({ column }) => Boolean(row[column]) && prices.filter((price) => !price.archived).every((price) => price[column])).map(({ gateway }) => gateway),
    subscribers: await subscriberCount(row.id, client),
  }
}

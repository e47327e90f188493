import db from '@adonisjs/lucid/services/db'
import type { PlansListInput } from './plans_list.js'
import type { AdminProductRow } from '../../shared/billing_types.js'
import { isoTime, presentPrice, pricesOf, type PriceRow } from './plan_rows.js'
import { escapeLike } from '#core/kernel/database/like'

const likeText = (text: string) => `%${escapeLike(text)}%`

/** Plans the admin's search and filters leave, with their role's name and live subscriber count. */
export function filteredPlans(input: PlansListInput) {
  const query = db
    .from('billing_products')
    .leftJoin('roles', 'roles.id', 'billing_products.role_id')
    .select('billing_products.id', 'billing_products.name', 'billing_products.free', 'billing_products.hidden', 'billing_products.recommended', 'billing_products.position', 'billing_products.updated_at', 'roles.name as role')
    .select(
      db.raw(`(SELECT COUNT(*) FROM billing_subscriptions WHERE billing_subscriptions.product_id = billing_products.id AND billing_subscriptions.status NOT IN ('canceled', 'incomplete_expired')) as subscribers`)
    )
  if (input.query) query.whereRaw(`billing_products.name LIKE ? ESCAPE '!'`, [likeText(input.query)])
  if (input.hidden !== undefined) query.where('billing_products.hidden', input.hidden)
  if (input.free !== undefined) query.where('billing_products.free', input.free)
  return query
}

/** A page's rows with their prices, in one more query for the whole page. */
export async function presentPlanRows(rows: Record<string, any>[]): Promise<AdminProductRow[]> {
  const prices = (await pricesOf(rows.map((row) => Number(row.id)))) as PriceRow[]
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    free: Boolean(row.free),
    hidden: Boolean(row.hidden),
    recommended: Boolean(row.recommended),
    prices: prices.filter((price) => Number(price.product_id) === Number(row.id) && !price.archived).map(presentPrice),
    role: row.role ?? null,
    subscribers: Number(row.subscribers ?? 0),
    updated_at: isoTime(row.updated_at),
  }))
}

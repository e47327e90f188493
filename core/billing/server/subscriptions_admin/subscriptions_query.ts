import db from '@adonisjs/lucid/services/db'
import type { SubscriptionsListInput } from './subscriptions_list.js'
import type { AdminSubscriptionRow, GatewayName } from '../../shared/billing_types.js'
import { isoTime } from '../plans/plan_rows.js'
import { isValid } from '../subscriptions/subscription_state.js'
import { escapeLike } from '#core/kernel/database/like'

const likeText = (text: string) => `${escapeLike(text)}%`

/** Subscriptions the admin's search (email, from its start) and filters leave, with their person and plan. */
export function filteredSubscriptions(input: SubscriptionsListInput) {
  const query = db
    .from('billing_subscriptions')
    .join('users', 'users.id', 'billing_subscriptions.user_id')
    .leftJoin('billing_products', 'billing_products.id', 'billing_subscriptions.product_id')
    .select(
      'billing_subscriptions.id',
      'billing_subscriptions.status',
      'billing_subscriptions.cancel_at_period_end',
      'billing_subscriptions.current_period_end',
      'billing_subscriptions.past_due_since',
      'billing_subscriptions.ended_at',
      'billing_subscriptions.gateway',
      'billing_subscriptions.gateway_id',
      'billing_subscriptions.product_id',
      'billing_subscriptions.price_id',
      'billing_subscriptions.created_at',
      'users.id as user_id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'billing_products.name as product'
    )
  if (input.query) query.whereRaw(`users.email LIKE ? ESCAPE '!'`, [likeText(input.query.toLowerCase())])
  if (input.status) query.where('billing_subscriptions.status', input.status)
  if (input.product) query.where('billing_subscriptions.product_id', input.product)
  return query
}

export function presentSubscriptionRow(graceDays: number, dashboardUrl: (gateway: GatewayName, gatewayId: string) => string) {
  return (row: Record<string, any>): AdminSubscriptionRow => ({
    id: Number(row.id),
    user: { id: Number(row.user_id), email: row.email, name: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email },
    product: row.product ?? null,
    status: row.status,
    valid: isValid(row as Parameters<typeof isValid>[0], graceDays),
    cancel_at_period_end: Boolean(row.cancel_at_period_end),
    current_period_end: isoTime(row.current_period_end),
    gateway: row.gateway,
    gateway_id: row.gateway_id,
    dashboard_url: dashboardUrl(row.gateway, row.gateway_id),
    product_id: row.product_id === null ? null : Number(row.product_id),
    price_id: row.price_id === null ? null : Number(row.price_id),
    created_at: isoTime(row.created_at),
  })
}

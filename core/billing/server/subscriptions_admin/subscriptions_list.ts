import vine from '@vinejs/vine'
import { defineList, type ListInput } from '#core/kernel/lists/define_list'
import { SUBSCRIPTION_STATUSES } from '../../shared/billing_types.js'

/** The admin's subscriptions (GET billing/subscriptions): newest first, by status and plan. */
export const SUBSCRIPTIONS_LIST = defineList({
  id: 'billing_subscriptions.id',
  sorts: { created: 'billing_subscriptions.created_at' },
  defaultSort: { sort: 'created', order: 'desc' },
  filters: {
    status: vine.enum(SUBSCRIPTION_STATUSES).optional(),
    product: vine.number().withoutDecimals().min(1).optional(),
  },
})
export type SubscriptionsListInput = ListInput<typeof SUBSCRIPTIONS_LIST>

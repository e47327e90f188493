import vine from '@vinejs/vine'
import { defineList, type ListInput } from '#core/kernel/lists/define_list'

/** The admin's plans (GET billing/plans): in the pricing page's order by default. */
export const PLANS_LIST = defineList({
  id: 'billing_products.id',
  sorts: { position: 'billing_products.position', name: 'billing_products.name', updated: 'billing_products.updated_at' },
  defaultSort: { sort: 'position', order: 'asc' },
  filters: { hidden: vine.boolean().optional(), free: vine.boolean().optional() },
})
export type PlansListInput = ListInput<typeof PLANS_LIST>

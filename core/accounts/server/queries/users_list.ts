import vine from '@vinejs/vine'
import { defineList, type ListInput } from '#core/kernel/lists/define_list'

/**
 * The admin's user list (GET users and its CSV export, spec section 2):
 * search by name or email, filter by state and role, sort by creation (the
 * id: accounts are numbered as they are made) or email, both indexed. No
 * database import here: the routes read its validator for the API docs.
 */
export const USERS_LIST = defineList({
  id: 'users.id',
  sorts: { created: 'users.id', email: 'users.email' },
  defaultSort: { sort: 'created', order: 'desc' },
  filters: {
    status: vine.enum(['active', 'suspended', 'unverified'] as const).optional(),
    role: vine.number().withoutDecimals().min(1).optional(),
  },
})

export type UsersListInput = ListInput<typeof USERS_LIST>

import { defineList, type ListInput } from '#core/kernel/lists/define_list'

/**
 * The admin's roles as a list (GET roles, docs/plugins.md "Admin lists"):
 * by name, searched (`query`) in the name and description. A site has a
 * handful of roles, so the name is the only order it needs.
 */
export const ROLES_LIST = defineList({
  id: 'roles.id',
  sorts: { name: 'roles.name' },
  defaultSort: { sort: 'name', order: 'asc' },
})

export type RolesListInput = ListInput<typeof ROLES_LIST>

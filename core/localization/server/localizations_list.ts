import { defineList, type ListInput } from '#core/kernel/lists/define_list'

/**
 * The site's languages as an admin list (GET localizations, docs/plugins.md
 * "Admin lists"): by name or code, searched (`query`) in both.
 */
export const LOCALIZATIONS_LIST = defineList({
  id: 'localizations.id',
  sorts: { name: 'localizations.name', language: 'localizations.language' },
  defaultSort: { sort: 'name', order: 'asc' },
})

export type LocalizationsListInput = ListInput<typeof LOCALIZATIONS_LIST>

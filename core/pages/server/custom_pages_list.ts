import { defineList, type ListInput } from '#core/kernel/lists/define_list'

/** The admin's custom pages (GET custom-pages): searched by title or address, last edited first by default. */
export const CUSTOM_PAGES_LIST = defineList({
  id: 'custom_pages.id',
  sorts: { title: 'custom_pages.title', updated: 'custom_pages.updated_at' },
  defaultSort: { sort: 'updated', order: 'desc' },
})

export type CustomPagesListInput = ListInput<typeof CUSTOM_PAGES_LIST>

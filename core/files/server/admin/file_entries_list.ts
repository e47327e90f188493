import vine from '@vinejs/vine'
import { defineList, type ListInput } from '#core/kernel/lists/define_list'

/**
 * The admin's uploads list (GET file-entries, files [files.update]): every
 * file entry, trashed or not. Sort by date is by id (entries are numbered as
 * they are stored); by size walks the (file_size, id) index.
 */
export const FILE_ENTRIES_LIST = defineList({
  id: 'file_entries.id',
  sorts: { date: 'file_entries.id', size: 'file_entries.file_size' },
  defaultSort: { sort: 'date', order: 'desc' },
  filters: {
    type: vine.enum(['image', 'audio', 'video', 'other'] as const).optional(),
    owner: vine.number().withoutDecimals().min(1).max(4_294_967_295).optional(),
    // true: only what is in the trash; false: only what is not.
    trashed: vine.boolean().optional(),
  },
})

export type FileEntriesListInput = ListInput<typeof FILE_ENTRIES_LIST>

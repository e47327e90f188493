import vine from '@vinejs/vine'
import { defineList, type ListInput } from '#core/kernel/lists/define_list'

/**
 * The admin's files list (GET files, spec section 2 "files"). Every file a
 * module stores for people is one row of `stored_images` (its disk key and
 * owner, written before the file: core/accounts/server/services/public_images.ts),
 * so that table is the index of stored files and the list pages it by keyset.
 * Sort by date is by id: rows are numbered as files are stored.
 */
export const FILES_LIST = defineList({
  id: 'stored_images.id',
  sorts: { date: 'stored_images.id', size: 'stored_images.size' },
  defaultSort: { sort: 'date', order: 'desc' },
  filters: {
    type: vine.enum(['image', 'audio', 'video', 'other'] as const).optional(),
    // The folder a module stores in ('avatars', 'profile-headers', 'ads').
    folder: vine.string().regex(/^[a-z0-9-]{1,50}$/).optional(),
  },
})

export type FilesListInput = ListInput<typeof FILES_LIST>

/** Body of POST files/delete: the ids, and `force` to delete files still in use. */
export const deleteFilesValidator = vine.compile(
  vine.object({
    ids: vine.array(vine.number().withoutDecimals().min(1).max(4_294_967_295)).minLength(1).maxLength(100).distinct(),
    force: vine.boolean().optional(),
  })
)

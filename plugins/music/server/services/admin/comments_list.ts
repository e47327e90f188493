import vine from '@vinejs/vine'
import { defineList, type ListInput } from '#core/kernel/lists/define_list'

/**
 * The admin's comment moderation list (GET music/admin/comments): search in
 * the text, filter by track and by author, newest first (ids grow with time,
 * and the primary key is the index a page walks).
 */
export const COMMENTS_LIST = defineList({
  id: 'comments.id',
  sorts: { created: 'comments.id' },
  defaultSort: { sort: 'created', order: 'desc' },
  filters: {
    track: vine.number().withoutDecimals().min(1).max(4_294_967_295).optional(),
    user: vine.number().withoutDecimals().min(1).max(4_294_967_295).optional(),
  },
})

export type CommentsListInput = ListInput<typeof COMMENTS_LIST>

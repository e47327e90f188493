import vine from '@vinejs/vine'
import { defineList, type ListInput } from '#core/kernel/lists/define_list'
import { BACKSTAGE_REQUEST_STATUSES, BACKSTAGE_REQUEST_TYPES } from '../../shared/backstage_types.js'

/**
 * The admin's backstage-requests list (GET music/admin/backstage-requests):
 * search in the artist's name and the sender's name and email, filter by
 * status and kind, sort by date sent or artist name (both indexed).
 */
export const REQUESTS_LIST = defineList({
  id: 'backstage_requests.id',
  sorts: { created: 'backstage_requests.created_at', artist: 'backstage_requests.artist_name' },
  defaultSort: { sort: 'created', order: 'desc' },
  filters: {
    status: vine.enum(BACKSTAGE_REQUEST_STATUSES).optional(),
    type: vine.enum(BACKSTAGE_REQUEST_TYPES).optional(),
  },
})

export type RequestsListInput = ListInput<typeof REQUESTS_LIST>

import vine from '@vinejs/vine'
import { defineList, type ListInput } from '#core/kernel/lists/define_list'

/**
 * The admin's tracks list (GET music/admin/tracks and its CSV export): search
 * in the name, filter by genre, by having plays and by the day added; sort by
 * name, plays or date added. Each sort column is indexed, so a page is a walk
 * of that index from the cursor, 500 pages deep as fast as the first.
 */
export const TRACKS_LIST = defineList({
  id: 'tracks.id',
  sorts: { name: 'tracks.name', plays: 'tracks.plays', created: 'tracks.created_at' },
  defaultSort: { sort: 'created', order: 'desc' },
  filters: {
    genre: vine.number().withoutDecimals().min(1).optional(),
    played: vine.boolean().optional(),
    createdFrom: vine.date({ formats: ['YYYY-MM-DD'] }).optional(),
    createdTo: vine.date({ formats: ['YYYY-MM-DD'] }).afterOrSameAs('createdFrom').optional(),
  },
})

export type TracksListInput = ListInput<typeof TRACKS_LIST>

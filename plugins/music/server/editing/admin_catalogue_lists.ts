import vine from '@vinejs/vine'
import { defineList, type ListInput } from '#core/kernel/lists/define_list'

/**
 * The admin's albums list (GET music/admin/albums and its CSV export):
 * search in the name, filter by visibility and drafts, sort by name, plays
 * or date added (each an indexed, never-null column).
 */
export const ALBUMS_LIST = defineList({
  id: 'albums.id',
  sorts: { name: 'albums.name', plays: 'albums.plays', created: 'albums.created_at' },
  defaultSort: { sort: 'created', order: 'desc' },
  filters: {
    public: vine.boolean().optional(),
    draft: vine.boolean().optional(),
  },
})
export type AlbumsListInput = ListInput<typeof ALBUMS_LIST>

/** The admin's artists list: search in the name, filter by the verified badge, sort by name or plays. */
export const ARTISTS_LIST = defineList({
  id: 'artists.id',
  sorts: { name: 'artists.name', plays: 'artists.plays' },
  defaultSort: { sort: 'plays', order: 'desc' },
  filters: {
    verified: vine.boolean().optional(),
  },
})
export type ArtistsListInput = ListInput<typeof ARTISTS_LIST>

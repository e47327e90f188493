import vine from '@vinejs/vine'
import { defineList, type ListInput } from '#core/kernel/lists/define_list'

/*
 * The music plugin's admin lists (docs/plugins.md "Admin lists"): what each
 * may be sorted and filtered by. Sort columns are never null and indexed.
 */

/** Genres and tags: by name (unique) or newest first. */
const termList = (table: 'genres' | 'tags') =>
  defineList({
    id: `${table}.id`,
    sorts: { name: `${table}.name`, created: `${table}.id` },
    defaultSort: { sort: 'name', order: 'asc' },
  })
export const GENRES_LIST = termList('genres')
export const TAGS_LIST = termList('tags')
export type TermsListInput = ListInput<typeof GENRES_LIST>

/** Everyone's playlists: newest first or by name; by owner and by visibility. */
export const PLAYLISTS_LIST = defineList({
  id: 'playlists.id',
  sorts: { created: 'playlists.id', name: 'playlists.name' },
  defaultSort: { sort: 'created', order: 'desc' },
  filters: {
    owner: vine.number().withoutDecimals().min(1).max(4_294_967_295).optional(),
    public: vine.boolean().optional(),
  },
})
export type PlaylistsListInput = ListInput<typeof PLAYLISTS_LIST>

/** Tracks' lyrics: latest written first; synced or plain. */
export const LYRICS_LIST = defineList({
  id: 'lyrics.id',
  sorts: { created: 'lyrics.id' },
  defaultSort: { sort: 'created', order: 'desc' },
  filters: { synced: vine.boolean().optional() },
})
export type LyricsListInput = ListInput<typeof LYRICS_LIST>

/** Channels: by name or newest first; homepage ones or the others. */
export const CHANNELS_LIST = defineList({
  id: 'channels.id',
  sorts: { name: 'channels.name', created: 'channels.id' },
  defaultSort: { sort: 'name', order: 'asc' },
  filters: { homepage: vine.boolean().optional() },
})
export type ChannelsListInput = ListInput<typeof CHANNELS_LIST>

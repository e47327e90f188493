import type { PluginRouter } from '#core/kernel/contract'
import { can } from '#core/kernel/http/guards'
import { writesNothing } from '#core/kernel/http/admin_writes'
import { ADMIN_ACCESS } from '#core/accounts/permissions'
import { MUSIC_UPDATE, TAGS_UPDATE } from '../permissions.js'
import { bulkIdsValidator } from '#core/kernel/lists/bulk_ids_validator'
import { COMMENTS_LIST } from './services/admin/comments_list.js'
import { channelDraftValidator, channelItemSearchValidator } from './validators/admin/channel_validator.js'
import { lyricsValidator, playlistBasicsValidator } from './validators/admin/playlist_lyrics_validators.js'
import { termValidator } from './validators/admin/taxonomy_validator.js'
import { CHANNELS_LIST, GENRES_LIST, LYRICS_LIST, PLAYLISTS_LIST, TAGS_LIST } from './services/admin/admin_lists.js'

const CommentsAdminController = () => import('./controllers/admin/comments_admin_controller.js')
const ChannelsAdminController = () => import('./controllers/admin/channels_admin_controller.js')
const GenresAdminController = () => import('./controllers/admin/genres_admin_controller.js')
const TagsAdminController = () => import('./controllers/admin/tags_admin_controller.js')
const PlaylistsAdminController = () => import('./controllers/admin/playlists_admin_controller.js')
const LyricsAdminController = () => import('./controllers/admin/lyrics_admin_controller.js')

const ID = /^[1-9]\d{0,9}$/

/**
 * The API of the music plugin's admin screens, under /api/v1/music/admin.
 * Each group needs admin.access and the permission its screen declares in
 * plugin.ts: the web guard only hides what these refuse anyway.
 */
export function musicAdminRoutes(router: PluginRouter) {
  router
    .group(() => {
      router.get('comments', [CommentsAdminController, 'index']).as('comments.index').docs({ summary: 'Comments to moderate', query: COMMENTS_LIST.validator })
      router.get('comments/filters', [CommentsAdminController, 'filters']).as('comments.filters').docs({ summary: 'What the comment filters offer', query: COMMENTS_LIST.validator })
      router.post('comments/delete', [CommentsAdminController, 'destroy']).as('comments.destroy').docs({ summary: 'Delete comments', body: bulkIdsValidator })

      router.get('channels', [ChannelsAdminController, 'index']).as('channels.index').docs({ summary: 'Channels', query: CHANNELS_LIST.validator })
      router.post('channels', [ChannelsAdminController, 'store']).as('channels.store').docs({ summary: 'Create a channel', body: channelDraftValidator })
      router.get('channels/items', [ChannelsAdminController, 'items']).as('channels.items').docs({ summary: 'Find items to add to a channel', query: channelItemSearchValidator })
      router.post('channels/preview', [ChannelsAdminController, 'preview']).use(writesNothing()).as('channels.preview.new').docs({ summary: 'Preview a new channel', body: channelDraftValidator })
      router.get('channels/:slugOrId', [ChannelsAdminController, 'show']).where('slugOrId', /^[a-z0-9-]{1,191}$/).as('channels.show')
      router.put('channels/:id', [ChannelsAdminController, 'update']).as('channels.update').docs({ summary: 'Edit a channel', body: channelDraftValidator })
      router.post('channels/:id/preview', [ChannelsAdminController, 'preview']).use(writesNothing()).as('channels.preview').docs({ summary: 'Preview an edited channel', body: channelDraftValidator })
      router.delete('channels/:id', [ChannelsAdminController, 'destroy']).as('channels.destroy')

      router.get('genres', [GenresAdminController, 'index']).as('genres.index').docs({ summary: 'Genres', query: GENRES_LIST.validator })
      router.post('genres', [GenresAdminController, 'store']).as('genres.store').docs({ summary: 'Create a genre', body: termValidator })
      router.put('genres/:id', [GenresAdminController, 'update']).as('genres.update').docs({ summary: 'Edit a genre', body: termValidator })
      router.post('genres/delete', [GenresAdminController, 'destroy']).as('genres.destroy').docs({ summary: 'Delete genres', body: bulkIdsValidator })
      router.post('genres/:id/image', [GenresAdminController, 'storeImage']).as('genres.image.store').docs({ summary: "Upload a genre's image (multipart file)" })
      router.delete('genres/:id/image', [GenresAdminController, 'destroyImage']).as('genres.image.destroy').docs({ summary: "Remove a genre's image" })

      router.get('playlists', [PlaylistsAdminController, 'index']).as('playlists.index').docs({ summary: "Everyone's playlists", query: PLAYLISTS_LIST.validator })
      router.put('playlists/:id', [PlaylistsAdminController, 'update']).as('playlists.update').docs({ summary: "Edit a playlist's basics", body: playlistBasicsValidator })
      router.post('playlists/delete', [PlaylistsAdminController, 'destroy']).as('playlists.destroy').docs({ summary: 'Delete playlists', body: bulkIdsValidator })

      router.get('lyrics', [LyricsAdminController, 'index']).as('lyrics.index').docs({ summary: "Tracks' lyrics", query: LYRICS_LIST.validator })
      router.get('lyrics/:trackId', [LyricsAdminController, 'show']).where('trackId', ID).as('lyrics.show')
      router.put('lyrics/:trackId', [LyricsAdminController, 'update']).where('trackId', ID).as('lyrics.update').docs({ summary: "Save a track's lyrics (plain or LRC)", body: lyricsValidator })
      router.delete('lyrics/:trackId', [LyricsAdminController, 'destroy']).where('trackId', ID).as('lyrics.destroy')
    })
    .prefix('admin')
    .as('admin')
    .where('id', ID)
    .use(can(ADMIN_ACCESS, MUSIC_UPDATE))

  // Tags have a permission of their own in the spec (section 2: tags [tags.update]).
  router
    .group(() => {
      router.get('tags', [TagsAdminController, 'index']).as('tags.index').docs({ summary: 'Tags', query: TAGS_LIST.validator })
      router.post('tags', [TagsAdminController, 'store']).as('tags.store').docs({ summary: 'Create a tag', body: termValidator })
      router.put('tags/:id', [TagsAdminController, 'update']).as('tags.update').docs({ summary: 'Edit a tag', body: termValidator })
      router.post('tags/delete', [TagsAdminController, 'destroy']).as('tags.destroy').docs({ summary: 'Delete tags', body: bulkIdsValidator })
    })
    .prefix('admin')
    .as('admin')
    .where('id', ID)
    .use(can(ADMIN_ACCESS, TAGS_UPDATE))
}

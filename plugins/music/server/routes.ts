import type { PluginRouter } from '#core/kernel/contract'
import { can, recentPassword } from '#core/kernel/http/guards'
import { changesReads } from '#core/kernel/cache/drop_reads_middleware'
import { MUSIC_UPDATE, MUSIC_VIEW } from '../permissions.js'
import { signedIn } from './guards.js'
import { musicAdminRoutes } from './admin_routes.js'
import { musicEditingRoutes } from './editing/editing_routes.js'
import { backstageRoutes } from './backstage/backstage_routes.js'
import { PROFILE_TABS } from './services/profiles/profile_queries.js'
import { SEED_TYPES } from './radio/radio_seed.js'
import { streamingRoutes } from './streaming/routes.js'
import { offlineRoutes } from './offline/routes.js'
import { ingestRoutes } from './ingest/ingest_routes.js'
import { insightsRoutes } from './insights/routes.js'
import { scrobblingRoutes } from './scrobbling/scrobbling_routes.js'
import { LISTENING_HISTORY } from './services/plays/listening_history_tag.js'
import { channelQueryValidator, playValidator, searchValidator } from './validators/query_validators.js'
import { createCommentValidator, updateCommentValidator } from './validators/comment_validator.js'
import { collaboratorValidator, createPlaylistValidator, moveTrackValidator, playlistTracksValidator, updatePlaylistValidator } from './validators/playlist_validator.js'
import { updateProfileValidator } from './validators/profile_validator.js'
import { playbackPreferencesValidator } from './validators/playback_preferences_validator.js'
import { TRACKS_LIST } from './admin/tracks_list.js'
import { bulkIdsValidator } from '#core/kernel/lists/bulk_ids_validator'
import { createAppPasswordValidator } from './validators/app_password_validator.js'

const CatalogueController = () => import('./controllers/catalogue_controller.js')
const TaxonomyController = () => import('./controllers/taxonomy_controller.js')
const PlaylistsController = () => import('./controllers/playlists_controller.js')
const ProfilesController = () => import('./controllers/profiles_controller.js')
const DiscoveryController = () => import('./controllers/discovery_controller.js')
const LibraryController = () => import('./controllers/library_controller.js')
const SocialController = () => import('./controllers/social_controller.js')
const CommentsController = () => import('./controllers/comments_controller.js')
const PlaysController = () => import('./controllers/plays_controller.js')
const ProfileEditController = () => import('./controllers/profile_edit_controller.js')
const PlaybackPreferencesController = () => import('./controllers/playback_preferences_controller.js')
const AdminTracksController = () => import('./controllers/admin_tracks_controller.js')
const AppPasswordsController = () => import('./subsonic/app_passwords_controller.js')

/** Ids are unsigned ints: anything else matches no route (JSON 404). */
const ID = /^[1-9]\d{0,9}$/
const oneOf = (values: readonly string[]) => new RegExp(`^(${values.join('|')})$`)

/**
 * The music API under /api/v1/music (documented in plugins/music/docs/api.md).
 * Viewing needs music.view (guests have it by default); the library and
 * every write need an account.
 */
export function musicRoutes(router: PluginRouter) {
  router
    .group(() => {
      router.get('artists/:id', [CatalogueController, 'artist']).as('artists.show')
      router.get('artists/:id/tracks', [CatalogueController, 'artistTracks']).as('artists.tracks')
      router.get('artists/:id/albums', [CatalogueController, 'artistAlbums']).as('artists.albums')
      router.get('albums/:id', [CatalogueController, 'album']).as('albums.show')
      router.get('tracks/:id', [CatalogueController, 'track']).as('tracks.show')
      router.get('lyrics/:trackId', [CatalogueController, 'lyrics']).where('trackId', ID).as('lyrics.show')
      router.get('embed/tracks/:id', [CatalogueController, 'trackEmbed']).as('embed.track')
      router.get('embed/albums/:id', [CatalogueController, 'albumEmbed']).as('embed.album')
      router.get('tracks/:id/comments', [CommentsController, 'index']).as('tracks.comments')
      router.get('albums/:id/comments', [CommentsController, 'index']).as('albums.comments')
      router.post('tracks/:id/plays', [PlaysController, 'store']).use(changesReads([LISTENING_HISTORY])).as('tracks.plays').docs({ summary: 'Count a play of a track', body: playValidator })
      router.post('tracks/:id/plays/end', [PlaysController, 'end']).as('tracks.plays.end').docs({ summary: 'Report the end of a listen (skips, completion)', body: playValidator })

      router.get('playlists/:id', [PlaylistsController, 'show']).as('playlists.show')
      router.get('playlists/:id/tracks', [PlaylistsController, 'tracks']).as('playlists.tracks')

      router.get('genres/:name', [TaxonomyController, 'show']).as('genres.show')
      router.get('genres/:name/tracks', [TaxonomyController, 'items']).as('genres.tracks')
      router.get('genres/:name/albums', [TaxonomyController, 'items']).as('genres.albums')
      router.get('genres/:name/artists', [TaxonomyController, 'items']).as('genres.artists')
      router.get('tags/:name', [TaxonomyController, 'show']).as('tags.show')
      router.get('tags/:name/tracks', [TaxonomyController, 'items']).as('tags.tracks')
      router.get('tags/:name/albums', [TaxonomyController, 'items']).as('tags.albums')

      router.get('users/:id/profile', [ProfilesController, 'show']).as('users.profile')
      router.get('users/:id/:tab', [ProfilesController, 'tab']).where('tab', oneOf(PROFILE_TABS)).as('users.tab')

      router.get('homepage', [DiscoveryController, 'homepage']).as('homepage')
      router.get('channels/:slugOrId', [DiscoveryController, 'channel']).as('channels.show').docs({ summary: 'A channel and a page of its content', query: channelQueryValidator })
      router.get('search', [DiscoveryController, 'search']).as('search').docs({ summary: 'Search the catalogue', query: searchValidator })
      // Artist, track, album and playlist radios are seeded by an id (a name reached the database as NaN); a genre radio by its id or name.
      router.get('radio/genre/:seedId', [DiscoveryController, 'genreRadio']).where('seedId', /^[\w-]{1,100}$/).as('radio.genre')
      router.get('radio/:seedType/:seedId', [DiscoveryController, 'radio']).where('seedType', oneOf(SEED_TYPES.filter((type) => type !== 'genre'))).where('seedId', ID).as('radio')
    })
    .where('id', ID)
    .use(can(MUSIC_VIEW))

  router
    .group(() => {
      router.get('library/playlists', [LibraryController, 'playlists']).as('library.playlists')
      router.get('library/history', [LibraryController, 'history']).as('library.history')
      router.get('library/artists', [LibraryController, 'artists']).as('library.artists')
      router.get('library/:kind', [LibraryController, 'liked']).where('kind', oneOf(['tracks', 'albums'])).as('library.liked')

      router.put('likes/:type/:id', [SocialController, 'like']).where('type', oneOf(['track', 'album', 'artist'])).as('likes.store')
      router.delete('likes/:type/:id', [SocialController, 'like']).where('type', oneOf(['track', 'album', 'artist'])).as('likes.destroy')
      router.put('follows/:type/:id', [SocialController, 'follow']).where('type', oneOf(['artist', 'user', 'playlist'])).as('follows.store')
      router.delete('follows/:type/:id', [SocialController, 'follow']).where('type', oneOf(['artist', 'user', 'playlist'])).as('follows.destroy')
      router.put('reposts/:type/:id', [SocialController, 'repost']).where('type', oneOf(['track', 'album'])).as('reposts.store')
      router.delete('reposts/:type/:id', [SocialController, 'repost']).where('type', oneOf(['track', 'album'])).as('reposts.destroy')

      router.put('profile', [ProfileEditController, 'update']).as('profile.update').docs({ summary: 'Edit your public profile', body: updateProfileValidator })
      router.post('profile/header', [ProfileEditController, 'storeHeader']).as('profile.header.store')
      router.delete('profile/header', [ProfileEditController, 'destroyHeader']).as('profile.header.destroy')

      router.get('playback-preferences', [PlaybackPreferencesController, 'show']).as('playback_preferences.show')
      router
        .put('playback-preferences', [PlaybackPreferencesController, 'update'])
        .as('playback_preferences.update')
        .docs({ summary: 'Change your crossfade, gapless and ReplayGain settings', body: playbackPreferencesValidator })

      router.post('comments', [CommentsController, 'store']).as('comments.store').docs({ summary: 'Comment on a track or an album', body: createCommentValidator })
      router.put('comments/:id', [CommentsController, 'update']).as('comments.update').docs({ summary: 'Edit your comment', body: updateCommentValidator })
      router.delete('comments/:id', [CommentsController, 'destroy']).as('comments.destroy')

      router.post('playlists', [PlaylistsController, 'store']).as('playlists.store').docs({ summary: 'Create a playlist', body: createPlaylistValidator })
      router.put('playlists/:id', [PlaylistsController, 'update']).as('playlists.update').docs({ summary: 'Edit a playlist', body: updatePlaylistValidator })
      router.delete('playlists/:id', [PlaylistsController, 'destroy']).as('playlists.destroy')
      router.post('playlists/:id/tracks', [PlaylistsController, 'addTracks']).as('playlists.tracks.add').docs({ summary: 'Add tracks to a playlist', body: playlistTracksValidator })
      router.delete('playlists/:id/tracks', [PlaylistsController, 'removeTracks']).as('playlists.tracks.remove').docs({ summary: 'Remove tracks from a playlist', body: playlistTracksValidator })
      router.put('playlists/:id/tracks/order', [PlaylistsController, 'moveTrack']).as('playlists.tracks.move').docs({ summary: 'Move a track within a playlist', body: moveTrackValidator })
      router.post('playlists/:id/collaborators', [PlaylistsController, 'addCollaborator']).as('playlists.collaborators.add').docs({ summary: 'Invite a collaborator to a playlist', body: collaboratorValidator })
      router
        .delete('playlists/:id/collaborators/:userId', [PlaylistsController, 'removeCollaborator'])
        .where('userId', ID)
        .as('playlists.collaborators.remove')
    })
    .where('id', ID)
    .use(signedIn)

  // Passwords for Subsonic apps (server/subsonic/app_passwords.ts): each person manages their own.
  router
    .group(() => {
      router.get('subsonic/app-passwords', [AppPasswordsController, 'index']).as('subsonic.app_passwords.index')
      // An app password is a credential: handed out only to someone who just typed the account's (423 otherwise).
      router.post('subsonic/app-passwords', [AppPasswordsController, 'store']).use(recentPassword()).as('subsonic.app_passwords.store').docs({ summary: 'Create a Subsonic app password', body: createAppPasswordValidator })
      router.delete('subsonic/app-passwords/:id', [AppPasswordsController, 'destroy']).where('id', ID).as('subsonic.app_passwords.destroy')
    })
    .use(signedIn)

  // The admin's tracks list (the admin screen `tracks` declares the same permission).
  router
    .group(() => {
      router.get('admin/tracks', [AdminTracksController, 'index']).as('admin.tracks.index').docs({ summary: 'List tracks for the admin', query: TRACKS_LIST.validator })
      router.get('admin/tracks/export', [AdminTracksController, 'export']).as('admin.tracks.export').docs({ summary: 'Export the tracks list as CSV', query: TRACKS_LIST.validator })
      router.get('admin/tracks/genres', [AdminTracksController, 'genres']).as('admin.tracks.genres')
      router.post('admin/tracks/delete', [AdminTracksController, 'destroy']).as('admin.tracks.destroy').docs({ summary: 'Delete tracks', body: bulkIdsValidator })
    })
    .use(can(MUSIC_UPDATE))

  streamingRoutes(router)
  offlineRoutes(router)
  ingestRoutes(router)
  musicAdminRoutes(router)
  musicEditingRoutes(router)
  backstageRoutes(router)
  insightsRoutes(router)
  scrobblingRoutes(router)
}

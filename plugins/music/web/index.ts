import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'
import { ACCOUNT_SETTINGS_PANELS } from '@web/kernel/app_zones.js'
import { zoneFill } from '@web/kernel/zone.js'
import { artistLoader } from './features/artist/artist_loader.js'
import { trackLoader } from './features/track/track_loader.js'
import { registerPlayerServices } from './player/player_services.js'
import { registerOfflineServices } from './offline/offline_services.js'
import { BACKSTAGE_REQUESTS_CREATE, MUSIC_CREATE, MUSIC_UPDATE, MUSIC_VIEW } from '../permissions.js'

const channelPage = () => import('./features/channel/routes/channel_page.js')
const artistPage = () => import('./features/artist/routes/artist_page.js')
const searchPage = () => import('./features/search/routes/search_page.js')
const tagPage = () => import('./features/tag/routes/tag_page.js')
const libraryPage = () => import('./features/library/routes/library_page.js')
const backstageRequestForm = () => import('./features/backstage_requests/request_form_page.js')
const backstageTrackEditor = () => import('./features/backstage_editors/routes/track_editor_page.js')
const backstageAlbumEditor = () => import('./features/backstage_editors/routes/album_editor_page.js')
const insightsPage = () => import('./features/insights/routes/insights_page.js')

/** The music plugin's web part: its screens and the player bar, loaded on first use. */
export default defineWebPlugin({
  id: 'music',
  // App passwords for Subsonic apps, in account settings (server/subsonic).
  routes: [
    { path: '/', lazy: () => import('./features/home/routes/home_page.js') },
    // The busiest public pages: their data is requested while their code loads.
    { path: '/artist/:artistId', lazy: artistPage, loader: artistLoader },
    { path: '/artist/:artistId/:artistName', lazy: artistPage, loader: artistLoader },
    {
      path: '/album/:albumId/:artistName/:albumName',
      lazy: () => import('./features/album/routes/album_page.js'),
    },
    {
      path: '/album/:albumId/:artistName/:albumName/embed',
      lazy: () => import('./features/embed/routes/album_embed_page.js'),
      // Embeds live in someone else's iframe: no app chrome, no cookie notice.
      layout: 'embed',
    },
    {
      path: '/track/:trackId/:trackName',
      lazy: () => import('./features/track/routes/track_page.js'),
      loader: trackLoader,
    },
    {
      path: '/track/:trackId/:trackName/embed',
      lazy: () => import('./features/embed/routes/track_embed_page.js'),
      layout: 'embed',
    },
    {
      path: '/track/:trackId/:trackName/lyrics',
      lazy: () => import('./features/lyrics/routes/lyrics_page.js'),
    },
    {
      path: '/playlist/:playlistId/:playlistName',
      lazy: () => import('./features/playlist/routes/playlist_page.js'),
    },
    {
      path: '/playlist/:playlistId/:playlistName/embed',
      lazy: () => import('./features/embed/routes/playlist_embed_page.js'),
      layout: 'embed',
    },
    { path: '/tag/:tagName', lazy: tagPage },
    { path: '/tag/:tagName/tracks', lazy: tagPage },
    { path: '/tag/:tagName/albums', lazy: tagPage },
    {
      path: '/user/:userId/:userName/:tabName?',
      lazy: () => import('./features/profile/routes/profile_page.js'),
    },
    {
      path: '/radio/:seedType/:seedId/:seedName',
      lazy: () => import('./features/radio/routes/radio_page.js'),
    },
    { path: '/search', lazy: searchPage },
    { path: '/search/:searchQuery', lazy: searchPage },
    { path: '/search/:searchQuery/:tabName', lazy: searchPage },
    { path: '/library', lazy: libraryPage, auth: true },
    ...['songs', 'playlists', 'albums', 'artists', 'history', 'downloads'].map((section) => ({
      path: `/library/${section}`,
      lazy: libraryPage,
      auth: true,
    })),
    // Backstage artist requests (spec section 2): become-artist, claim-artist and verify-artist share one form.
    { path: '/backstage/requests', lazy: () => import('./features/backstage_requests/requests_page.js'), permission: BACKSTAGE_REQUESTS_CREATE },
    ...['become-artist', 'claim-artist', 'verify-artist'].map((type) => ({
      path: `/backstage/requests/${type}`,
      lazy: backstageRequestForm,
      permission: BACKSTAGE_REQUESTS_CREATE,
    })),
    {
      path: '/backstage/requests/:requestId/request-submitted',
      lazy: () => import('./features/backstage_requests/request_submitted_page.js'),
      permission: BACKSTAGE_REQUESTS_CREATE,
    },
    // Backstage editors (spec section 2) and the person's own lists, for whoever uploads (music.create); the server checks what they manage.
    { path: '/backstage/upload', lazy: () => import('./features/backstage_upload/routes/upload_page.js'), permission: MUSIC_CREATE },
    { path: '/backstage/tracks', lazy: () => import('./features/backstage_editors/routes/my_tracks_page.js'), permission: MUSIC_CREATE },
    { path: '/backstage/tracks/new', lazy: backstageTrackEditor, permission: MUSIC_CREATE },
    { path: '/backstage/tracks/:trackId/edit', lazy: backstageTrackEditor, permission: MUSIC_CREATE },
    { path: '/backstage/albums', lazy: () => import('./features/backstage_editors/routes/my_albums_page.js'), permission: MUSIC_CREATE },
    { path: '/backstage/albums/new', lazy: backstageAlbumEditor, permission: MUSIC_CREATE },
    { path: '/backstage/albums/:albumId/edit', lazy: backstageAlbumEditor, permission: MUSIC_CREATE },
    { path: '/backstage/artists/:artistId/edit', lazy: () => import('./features/backstage_editors/routes/artist_editor_page.js'), permission: MUSIC_CREATE },
    // Insights (issue 17): the same screen for the artist (backstage) and for admins; the API decides who sees what.
    ...(['track', 'album', 'artist'] as const).flatMap((type) => [
      { path: `/backstage/${type}s/:${type}Id/insights`, lazy: insightsPage, auth: true },
      { path: `/admin/${type}s/:${type}Id/insights`, lazy: insightsPage, layout: 'admin', permission: MUSIC_UPDATE },
    ]),
    { path: '/channel/:slugOrId', lazy: channelPage },
    { path: '/channel/:slugOrId/:restriction', lazy: channelPage },
    // The bare channel forms match any one or two segments; react-router ranks every
    // static path above them, so they only catch what no other page claims.
    { path: '/:slugOrId', lazy: channelPage },
    { path: '/:slugOrId/:restriction', lazy: channelPage },
  ],
  // The admin screens plugin.ts declares (admin: [...]), each owning the paths below it.
  adminScreens: {
    // The catalogue screens route between a feature's list and the editors backstage shares (admin_routes/).
    tracks: () => import('./admin_routes/tracks_screen.js'),
    albums: () => import('./admin_routes/albums_screen.js'),
    artists: () => import('./admin_routes/artists_screen.js'),
    upload: () => import('./admin_routes/upload_screen.js'),
    channels: () => import('./features/admin_channels/channels_screen.js'),
    comments: () => import('./features/admin_comments/comments_screen.js'),
    genres: () => import('./features/admin_taxonomy/genres_screen.js'),
    tags: () => import('./features/admin_taxonomy/tags_screen.js'),
    playlists: () => import('./features/admin_playlists/playlists_screen.js'),
    lyrics: () => import('./features/admin_lyrics/lyrics_screen.js'),
    'backstage-requests': () => import('./features/admin_backstage_requests/requests_screen.js'),
  },
  services: (container) => {
    registerPlayerServices(container)
    registerOfflineServices(container)
  },
  slots: {
    'player-bar': () => import('./player/components/player_bar.js'),
    'sidebar': { load: () => import('./features/sidebar/sidebar_library.js'), auth: true },
    'landing-content': () => import('./features/home/components/landing_trending.js'),
    'landing-player-bar': () => import('./features/home/components/landing_player_bar.js'),
  },
  zones: [
    // Account settings' app passwords for Subsonic apps, then the scrobbling connections (ListenBrainz, Last.fm).
    zoneFill(ACCOUNT_SETTINGS_PANELS, {
      load: () => import('./features/connected_apps/connected_apps_panel.js'),
      section: { id: 'connected-apps', label: 'Connected apps' },
    }),
    zoneFill(ACCOUNT_SETTINGS_PANELS, {
      load: () => import('./features/scrobbling/components/scrobbling_panel.js'),
      permission: MUSIC_VIEW,
      section: { id: 'scrobbling', label: 'Scrobbling' },
    }),
  ],
})

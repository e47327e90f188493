import { definePlugin } from '#core/kernel/contract'
import { MUSIC_CREATE, MUSIC_PERMISSIONS, MUSIC_UPDATE, TAGS_UPDATE } from './permissions.js'
import { PLAY_COUNTS_LOCK, PLAY_ROLLUPS_LOCK } from './locks.js'
import { musicRoutes } from './server/routes.js'
import { subsonicRoutes } from './server/subsonic/routes.js'
import { MUSIC_SEO_PAGES, MUSIC_SITEMAPS } from './server/seo/pages.js'
import { seoTemplateSettings } from '#core/kernel/seo_template_settings'
import { SEARCHABLES } from './server/search/searchables.js'
import { playCountDelaySeconds } from './server/services/plays/play_counts.js'
import { MUSIC_NOTIFICATION_TYPES } from './server/notifications/notification_types.js'
import { LASTFM_API_KEY, LASTFM_API_SECRET, LASTFM_API_URL, LASTFM_AUTH_URL, LISTENBRAINZ_API_URL } from './server/scrobbling/scrobble_settings.js'
import type {} from './events.js'

/**
 * The music domain. Registers itself like any module: permissions, menus,
 * SEO pages, ad slots, settings and its web part. Its catalogue, player and
 * screens arrive through this same manifest.
 */
const MUSIC_SEO_TEMPLATES = seoTemplateSettings(MUSIC_SEO_PAGES)

export default definePlugin({
  id: 'music',
  name: 'Music',
  description: 'Artists, albums, tracks, playlists, channels, radio and the web player.',
  // The admin screens' writes record themselves in the audit log (core/audit).
  dependsOn: ['audit'],
  permissions: MUSIC_PERMISSIONS,
  settings: {
    defaults: {
      'player.default_volume': 30,
      // 'waveform' draws the track's peaks on the seekbar; 'bar' is a plain progress bar.
      'player.seekbar_type': 'waveform',
      'player.hide_queue': false,
      'player.show_upload_btn': true,
      'player.enable_download': false,
      'player.lyrics_automate': false,
      [LASTFM_API_KEY]: null,
      [LASTFM_API_SECRET]: null,
      [LISTENBRAINZ_API_URL]: null,
      [LASTFM_API_URL]: null,
      [LASTFM_AUTH_URL]: null,
      ...MUSIC_SEO_TEMPLATES.defaults,
    },
    // Where scrobbles go: the services themselves unless set (tests point them at local stand-ins).
    private: [LISTENBRAINZ_API_URL, LASTFM_API_URL, LASTFM_AUTH_URL],
    outsideServices: [LISTENBRAINZ_API_URL, LASTFM_API_URL, LASTFM_AUTH_URL],
    schema: {
      'player.default_volume': { type: 'number', label: 'Default volume', group: 'player', validation: { required: true, min: 0, max: 100 } },
      'player.seekbar_type': {
        type: 'select',
        label: 'Seekbar',
        group: 'player',
        options: [
          { value: 'waveform', label: 'Waveform' },
          { value: 'bar', label: 'Bar' },
        ],
        validation: { required: true },
      },
      'player.hide_queue': { type: 'boolean', label: 'Hide the queue by default', group: 'player' },
      'player.show_upload_btn': { type: 'boolean', label: 'Show the upload button', group: 'player' },
      'player.enable_download': { type: 'boolean', label: 'Allow downloads', group: 'player' },
      'player.lyrics_automate': { type: 'boolean', label: 'Find lyrics automatically', group: 'player' },
      // Listeners connect their own Last.fm accounts with this site's API account (docs/scrobbling.md).
      [LASTFM_API_KEY]: { type: 'string', label: 'Last.fm API key', description: 'From last.fm/api/account/create; lets listeners scrobble to Last.fm.', group: 'providers', validation: { max: 64, pattern: '^[0-9a-f]{32}$' } },
      [LASTFM_API_SECRET]: { type: 'string', label: 'Last.fm shared secret', description: 'Shown with the API key on last.fm/api/accounts.', group: 'providers', secret: true, validation: { max: 64, pattern: '^[0-9a-f]{32}$' } },
      ...MUSIC_SEO_TEMPLATES.schema,
    },
  },
  menus: [
    { id: 'music.home', position: 'sidebar-primary', label: 'Home', action: '/', icon: 'house', order: 10 },
    { id: 'music.search', position: 'sidebar-primary', label: 'Search', action: '/search', icon: 'search', order: 20 },
    { id: 'music.library', position: 'sidebar-primary', label: 'Your library', action: '/library', icon: 'library', order: 30 },
    { id: 'music.songs', position: 'sidebar-secondary', label: 'Liked songs', action: '/library/songs', icon: 'heart', order: 10 },
    { id: 'music.albums', position: 'sidebar-secondary', label: 'Albums', action: '/library/albums', icon: 'disc-3', order: 20 },
    { id: 'music.artists', position: 'sidebar-secondary', label: 'Artists', action: '/library/artists', icon: 'mic-vocal', order: 30 },
    { id: 'music.history', position: 'sidebar-secondary', label: 'History', action: '/library/history', icon: 'history', order: 40 },
    { id: 'music.mobile-home', position: 'mobile-bottom', label: 'Home', action: '/', icon: 'house', order: 10 },
    { id: 'music.mobile-search', position: 'mobile-bottom', label: 'Search', action: '/search', icon: 'search', order: 20 },
    { id: 'music.mobile-library', position: 'mobile-bottom', label: 'Library', action: '/library', icon: 'library', order: 30 },
    { id: 'music.backstage', position: 'auth-dropdown', label: 'Backstage', action: '/backstage/requests', icon: 'mic', permissions: ['backstageRequests.create'], order: 50 },
  ],
  // The catalogue's admin screens (spec section 2 Admin); their APIs are under music/admin (server/admin_routes.ts, the tracks list in server/routes.ts).
  admin: [
    { path: 'tracks', label: 'Tracks', permission: MUSIC_UPDATE, icon: 'audio-lines', section: 'music', order: 20 },
    // The catalogue's editors, shared with backstage (server/editing, web/features/backstage_editors).
    { path: 'albums', label: 'Albums', permission: MUSIC_UPDATE, icon: 'disc-3', section: 'music', order: 22 },
    { path: 'artists', label: 'Artists', permission: MUSIC_UPDATE, icon: 'mic-vocal', section: 'music', order: 24 },
    { path: 'upload', label: 'Upload', permission: MUSIC_UPDATE, icon: 'upload', section: 'music', order: 26 },
    { path: 'channels', label: 'Channels', permission: MUSIC_UPDATE, icon: 'layout-list', section: 'music', order: 30 },
    { path: 'genres', label: 'Genres', permission: MUSIC_UPDATE, icon: 'disc-3', section: 'music', order: 40 },
    { path: 'tags', label: 'Tags', permission: TAGS_UPDATE, icon: 'tag', section: 'music', order: 45 },
    { path: 'playlists', label: 'Playlists', permission: MUSIC_UPDATE, icon: 'list-music', section: 'music', order: 50 },
    { path: 'lyrics', label: 'Lyrics', permission: MUSIC_UPDATE, icon: 'file-text', section: 'music', order: 60 },
    { path: 'comments', label: 'Comments', permission: MUSIC_UPDATE, icon: 'message-square', section: 'music', order: 70 },
    // Artist requests sent from backstage (server/backstage).
    { path: 'backstage-requests', label: 'Backstage requests', permission: MUSIC_UPDATE, icon: 'mic', section: 'music', order: 80 },
  ],
  seo: MUSIC_SEO_PAGES,
  sitemaps: MUSIC_SITEMAPS,
  // The compact players of web/index.ts made for other sites' iframes (the share menu's embed code).
  embedPages: ['/track/:trackId/:trackName/embed', '/album/:albumId/:artistName/:albumName/embed', '/playlist/:playlistId/:playlistName/embed'],
  adSlots: [
    { key: 'ads.general_top', label: 'General top', sizeHint: 'At most 150 px high, or responsive.' },
    { key: 'ads.general_bottom', label: 'General bottom', sizeHint: 'At most 150 px high, or responsive.' },
    { key: 'ads.artist_top', label: 'Artist page top', sizeHint: 'At most 1000 px wide.' },
    { key: 'ads.artist_bottom', label: 'Artist page bottom', sizeHint: 'At most 430 px wide.' },
    { key: 'ads.album_above', label: 'Above album tracks', sizeHint: 'As wide as possible.' },
  ],
  // Every counted listen writes both (services/plays/record_play.ts).
  events: ['music:listen_started', 'music:listen_heard'],
  listeners: {
    // Scrobbling (server/scrobbling): 'playing now' when a listen starts, the listen once it meets the services' rule.
    'music:listen_started': [() => import('./server/listeners/send_playing_now.js')],
    'music:listen_heard': [() => import('./server/listeners/send_listen.js')],
    'user:deleted': [() => import('./server/listeners/remove_profile_header_images.js')],
    // Uploads meant as tracks are taken in server-side, as soon as they are registered.
    'files:entry_created': [() => import('./server/listeners/ingest_uploaded_track.js')],
  },
  // Indexed by core/search; music ranks and presents the matches itself (server/search/search_service.ts).
  searchables: Object.values(SEARCHABLES),
  // Backstage content a workspace (core/workspaces) may own: its members manage it by role.
  workspaceTables: ['artists', 'albums', 'tracks', 'playlists'],
  // Editors of a workspace reach backstage's editors and upload screen.
  workspaceGrants: [MUSIC_CREATE],
  commands: () => import('./commands/main.js'),
  seeders: [() => import('./server/demo/demo_seeder.js'), () => import('./server/services/plays/count_queued_plays_seeder.js')],
  jobs: [
    () => import('./server/jobs/roll_up_play_counts_job.js'),
    () => import('./server/jobs/roll_up_daily_plays_job.js'),
    // Waveform and loudness of uploaded and imported tracks, decoded after intake (server/ingest).
    () => import('./server/jobs/process_track_audio_job.js'),
    () => import('./server/jobs/send_scrobble_job.js'),
  ],
  schedules: [
    { job: 'music.roll_up_play_counts', every: `${playCountDelaySeconds()}s` },
    // The admin plays report is at most this late (server/services/reports/play_rollups.ts).
    { job: 'music.roll_up_daily_plays', every: '10m' },
  ],
  locks: [PLAY_COUNTS_LOCK, PLAY_ROLLUPS_LOCK],
  // The admin report index's plays tab, read from daily roll-ups.
  // Profile headers: where the admin's files screen's files are used.
  fileUsages: () => import('./server/services/files/header_image_usages.js'),
  reports: [{ name: 'plays', label: 'Plays', order: 10, source: () => import('./server/services/reports/plays_report.js') }],
  // Sent from music's actions through the kernel's Notifier (server/notifications).
  notifications: MUSIC_NOTIFICATION_TYPES,
  routes: musicRoutes,
  // The Subsonic API for mobile and desktop apps (server/subsonic, docs/subsonic.md).
  protocolApis: [{ prefix: '/rest', routes: subsonicRoutes }],
  web: 'web/index.ts',
  // Saved albums and playlists, played and sought without a connection (web/offline).
  serviceWorker: 'web/service_worker.ts',
  lang: 'lang',
})

import { definePlugin } from '#core/kernel/contract'
import { landingShapes } from './server/landing_shapes.js'
import { APPEARANCE_UPDATE } from './permissions.js'
import { appearanceRoutes } from './server/routes.js'

export { APPEARANCE_UPDATE }

/** Themes (CSS variables), fonts and the appearance editor. */
export default definePlugin({
  id: 'appearance',
  name: 'Appearance',
  description: 'Themes, fonts, the landing page and the live appearance editor.',
  web: 'web/index.ts',
  lang: 'lang',
  permissions: [{ name: APPEARANCE_UPDATE, label: 'Edit appearance', group: 'Appearance', description: 'Use the appearance editor: themes, menus, branding.' }],
  settings: {
    defaults: {
      'themes.user_change': true,
      // Written by the appearance editor only (super admins): put on every page.
      'custom_code.css': '',
      'custom_code.html': '',
      // Bumped by every save of the editor, which refuses a save based on an older one (409).
      'appearance.version': 0,
      'themes.default_mode': 'dark',
      // The landing page guests see at '/' when homepage.type is 'landingPage' (appearance
      // editor: landing-page sections general, action-buttons, primary- and secondary-features).
      'landing.headline': 'Music for every moment.',
      'landing.subheadline': 'Stream new releases and old favourites, follow the artists you love and build playlists with your friends. Free to start.',
      'landing.background_image': null,
      'landing.actions': [
        { label: 'Start listening', action: '/search' },
        { label: 'Sign up free', action: '/register' },
      ],
      'landing.primary_features': [
        { icon: 'audio-lines', title: 'Listen without limits', text: 'Play whole albums, shuffle your likes or let radio pick what comes next.' },
        { icon: 'list-music', title: 'Playlists, together', text: 'Make a playlist collaborative and invite friends to add their songs.' },
        { icon: 'compass', title: 'Discover every day', text: 'Channels, genres and trending charts bring you something new each visit.' },
        { icon: 'mic-vocal', title: 'A stage for artists', text: 'Upload your tracks, grow your audience and see who is listening.' },
      ],
      'landing.secondary_features': [
        {
          eyebrow: 'Your library',
          title: 'Everything you love, in one place',
          text: 'Like a song and it lands in your library. Follow artists to hear their new releases first, and pick up where you left off from your listening history.',
          icon: 'library',
          image: null,
        },
        {
          eyebrow: 'Follow the words',
          title: 'Lyrics that keep time',
          text: 'Sing along with lyrics that scroll with the music, and leave comments at the exact moment of a track that moved you.',
          icon: 'music',
          image: null,
        },
        {
          eyebrow: 'Share the sound',
          title: 'Made to be shared',
          text: 'Send a link, embed a player on your site or repost to your profile. Every track, album and playlist has a page of its own.',
          icon: 'users',
          image: null,
        },
      ],
    },
    private: ['appearance.version'],
    // Drawn by the appearance editor (themes and landing-page sections).
    schema: {
      'themes.user_change': { type: 'boolean', label: 'Let people change the theme', group: 'themes' },
      'themes.default_mode': {
        type: 'select',
        label: 'Default theme',
        group: 'themes',
        options: [
          { value: 'system', label: 'System' },
          { value: 'light', label: 'Light' },
          { value: 'dark', label: 'Dark' },
        ],
        validation: { required: true },
      },
      'landing.headline': { type: 'string', label: 'Headline', group: 'landing-page', validation: { max: 200 } },
      'landing.subheadline': { type: 'text', label: 'Subheadline', group: 'landing-page', validation: { max: 1000 } },
      'landing.background_image': { type: 'image', label: 'Background image', group: 'landing-page' },
      'landing.actions': { type: 'json', label: 'Action buttons', description: 'A list of { label, action }.', group: 'landing-page', shape: landingShapes.actions },
      'landing.primary_features': { type: 'json', label: 'Primary features', description: 'A list of { icon, title, text }.', group: 'landing-page', shape: landingShapes.primaryFeatures },
      'landing.secondary_features': { type: 'json', label: 'Secondary features', description: 'A list of { eyebrow, title, text, icon, image }.', group: 'landing-page', shape: landingShapes.secondaryFeatures },
    },
  },
  routes: appearanceRoutes,
  // The live editor (admin/appearance): on the whole window, its preview needs the room.
  admin: [{ path: 'appearance', label: 'Appearance', permission: APPEARANCE_UPDATE, icon: 'palette', section: 'system', order: 85, fullScreen: true }],
  seeders: [() => import('./server/seeders/themes_seeder.js')],
  // The kernel's tokens this module implements (core/kernel/module_services.ts).
  services: () => import('./server/module_services.js'),
})

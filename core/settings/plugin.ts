import { definePlugin } from '#core/kernel/contract'
import { SETTINGS_PERMISSIONS, SETTINGS_UPDATE } from './permissions.js'
import { settingsRoutes } from './server/routes.js'

/** Site-wide settings: the store itself, branding, dates, cookie notice, homepage. */
export default definePlugin({
  id: 'settings',
  name: 'Settings',
  description: 'Site settings store, branding, dates and cookie notice.',
  permissions: SETTINGS_PERMISSIONS,
  settings: {
    defaults: {
      'branding.site_name': 'Cadenza',
      'branding.site_description': 'Listen to the music you love, discover new artists and share what you play.',
      'branding.logo_light': null,
      'branding.logo_dark': null,
      'branding.logo_light_mobile': null,
      'branding.logo_dark_mobile': null,
      'branding.favicon': null,
      'branding.splash_video_desktop_link': null,
      'branding.splash_video_mobile_link': null,
      'dates.default_timezone': 'UTC',
      'dates.format': 'short',
      'cookie_notice.enable': true,
      'cookie_notice.position': 'bottom',
      'cookie_notice.button': { label: 'Learn more', action: '/pages/privacy-policy', type: 'route' },
      'homepage.type': 'channels',
      'site.contact_email': null,
      // Read by the kernel's /storage middleware (core/kernel/http/public_storage_cache_middleware.ts).
      'cache.public_files_days': 7,
    },
    private: ['cache.public_files_days'],
    schema: {
      'branding.site_name': { type: 'string', label: 'Site name', group: 'general', validation: { required: true, min: 1, max: 60 } },
      'branding.site_description': { type: 'text', label: 'Site description', description: 'Shown by search engines and link previews.', group: 'general', validation: { max: 300 } },
      'branding.logo_light': { type: 'image', label: 'Logo for light themes', group: 'general' },
      'branding.logo_dark': { type: 'image', label: 'Logo for dark themes', group: 'general' },
      'branding.logo_light_mobile': { type: 'image', label: 'Mobile logo for light themes', group: 'general' },
      'branding.logo_dark_mobile': { type: 'image', label: 'Mobile logo for dark themes', group: 'general' },
      'branding.favicon': { type: 'image', label: 'Favicon', group: 'general' },
      'branding.splash_video_desktop_link': { type: 'url', label: 'Splash video (desktop)', group: 'general' },
      'branding.splash_video_mobile_link': { type: 'url', label: 'Splash video (mobile)', group: 'general' },
      'homepage.type': {
        type: 'select',
        label: 'Homepage',
        description: 'What guests see at the site’s address.',
        group: 'general',
        options: [
          { value: 'channels', label: 'Channels' },
          { value: 'landingPage', label: 'Landing page' },
        ],
        validation: { required: true },
      },
      'site.contact_email': { type: 'email', label: 'Contact email', description: 'Where contact form messages go.', group: 'general' },
      'dates.default_timezone': { type: 'string', label: 'Default timezone', group: 'localization', validation: { required: true, max: 64 } },
      'dates.format': {
        type: 'select',
        label: 'Date format',
        group: 'localization',
        options: [
          { value: 'short', label: 'Short' },
          { value: 'medium', label: 'Medium' },
          { value: 'long', label: 'Long' },
        ],
        validation: { required: true },
      },
      'cookie_notice.enable': { type: 'boolean', label: 'Show the cookie notice', group: 'gdpr' },
      'cookie_notice.position': {
        type: 'select',
        label: 'Cookie notice position',
        group: 'gdpr',
        options: [
          { value: 'top', label: 'Top' },
          { value: 'bottom', label: 'Bottom' },
        ],
        validation: { required: true },
      },
      'cache.public_files_days': {
        type: 'number',
        label: 'Keep images in browsers for (days)',
        description: 'How long browsers and a CDN may reuse covers, avatars and other public files before asking again. 0 asks every time.',
        group: 'cache',
        validation: { required: true, min: 0, max: 365 },
      },
      'cookie_notice.button': { type: 'json', label: 'Cookie notice link', description: 'label, action and type of the “Learn more” link.', group: 'gdpr' },
    },
  },
  routes: settingsRoutes,
  admin: [{ path: 'settings', label: 'Settings', permission: SETTINGS_UPDATE, icon: 'settings', section: 'system', order: 90 }],
  web: 'web/index.ts',
  // The kernel's tokens this module implements (core/kernel/module_services.ts).
  services: () => import('./server/module_services.js'),
})

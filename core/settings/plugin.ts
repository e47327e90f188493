import { definePlugin } from '#core/kernel/contract'
import { SETTINGS_PERMISSIONS } from './permissions.js'

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
    },
  },
  admin: [
    { path: 'settings', label: 'Settings', permission: 'settings.update', icon: 'settings', section: 'system', order: 90 },
    { path: 'files', label: 'Files', permission: 'files.update', icon: 'folder', section: 'system', order: 85 },
  ],
  // The kernel's tokens this module implements (core/kernel/module_services.ts).
  services: () => import('./server/module_services.js'),
})

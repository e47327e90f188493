import { definePlugin } from '#core/kernel/contract'
import { SETTINGS_UPDATE } from '#core/settings/permissions'
import { adsRoutes } from './server/routes.js'

/**
 * Ad slots are named places that modules declare (manifest `adSlots`); this
 * module's screen fills them: per slot an image, a description, a link and
 * whether it shows (each stored as the slot's setting, `ads.<name>`).
 */
export default definePlugin({
  id: 'ads',
  name: 'Ads',
  description: 'Ad slots declared by plugins, filled from the admin area.',
  dependsOn: ['settings'],
  settings: {
    defaults: {
      'ads.disable': false,
    },
  },
  routes: adsRoutes,
  admin: [{ path: 'ads', label: 'Ads', permission: SETTINGS_UPDATE, icon: 'megaphone', section: 'system', order: 92 }],
  // Slot images: where the admin's files screen's files are used.
  fileUsages: () => import('./server/ad_image_usages.js'),
  web: 'web/index.ts',
})

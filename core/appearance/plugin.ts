import { definePlugin } from '#core/kernel/contract'

export const APPEARANCE_UPDATE = 'appearance.update'

/** Themes (CSS variables), fonts and the appearance editor. */
export default definePlugin({
  id: 'appearance',
  name: 'Appearance',
  description: 'Themes, fonts and the live appearance editor.',
  permissions: [{ name: APPEARANCE_UPDATE, label: 'Edit appearance', group: 'Appearance', description: 'Use the appearance editor: themes, menus, branding.' }],
  settings: {
    defaults: {
      'themes.user_change': true,
      'themes.default_mode': 'dark',
    },
  },
  admin: [{ path: 'appearance', label: 'Appearance', permission: APPEARANCE_UPDATE, icon: 'palette', section: 'site', order: 60 }],
  seeders: [() => import('./server/seeders/themes_seeder.js')],
})

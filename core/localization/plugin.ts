import { definePlugin } from '#core/kernel/contract'
import { LOCALIZATION_PERMISSIONS, LOCALIZATIONS_UPDATE } from './permissions.js'
import { localizationRoutes } from './server/routes.js'

/** Languages and their translation lines; value lists (timezones, countries). */
export default definePlugin({
  id: 'localization',
  name: 'Localization',
  description: 'Languages, translation lines and value lists.',
  permissions: LOCALIZATION_PERMISSIONS,
  settings: {
    defaults: {
      'i18n.enable': true,
      'i18n.default_localization': 'en',
    },
    schema: {
      'i18n.enable': { type: 'boolean', label: 'Language switcher', description: 'Let people choose their language.', group: 'localization' },
      'i18n.default_localization': { type: 'string', label: 'Default language', group: 'localization', validation: { required: true, pattern: '^[a-z]{2,3}(-[A-Za-z]{2,4})?$' } },
    },
  },
  routes: localizationRoutes,
  admin: [{ path: 'localizations', label: 'Localizations', permission: LOCALIZATIONS_UPDATE, icon: 'languages', section: 'system', order: 91 }],
  web: 'web/index.ts',
  seeders: [() => import('./server/seeders/english_localization_seeder.js')],
  // The kernel's tokens this module implements (core/kernel/module_services.ts).
  services: () => import('./server/module_services.js'),
  // The core web app's texts; every module ships its own (manifest `lang`).
  lang: 'lang',
})

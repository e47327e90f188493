import { definePlugin } from '#core/kernel/contract'
import { menusRoutes } from './server/routes.js'

/** Menus: stored in settings, seeded from every manifest's menu defaults. */
export default definePlugin({
  id: 'menus',
  name: 'Menus',
  description: 'Menus shown at the spec positions, seeded from module defaults.',
  settings: {
    defaults: {
      menus: [],
    },
  },
  menus: [
    { id: 'menus.privacy', position: 'auth-page-footer', label: 'Privacy policy', action: '/pages/privacy-policy', order: 10 },
    { id: 'menus.terms', position: 'auth-page-footer', label: 'Terms of service', action: '/pages/terms-of-service', order: 20 },
    { id: 'menus.contact', position: 'auth-page-footer', label: 'Contact us', action: '/contact', order: 30 },
  ],
  routes: menusRoutes,
  web: 'web/index.ts',
  lang: 'lang',
  seeders: [() => import('./server/seeders/menus_seeder.js')],
})

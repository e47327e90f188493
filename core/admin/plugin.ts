import { definePlugin } from '#core/kernel/contract'
import { adminRoutes } from './server/routes.js'

/**
 * The admin area's shell: its layout (navigation grouped by section from
 * every module's declared admin screens, header, drawer on narrow screens)
 * and its report index at /admin. Screens belong to their modules, which
 * declare them in their manifests (`admin`) and draw them in their web parts
 * (`adminScreens`); reports (the index's tabs) are declared the same way
 * (`reports`) and read by the module that keeps their numbers. Nothing here
 * names a module.
 */
export default definePlugin({
  id: 'admin',
  name: 'Admin',
  description: 'The admin area: its layout, navigation and report index.',
  // admin.access, the area's permission, is an accounts permission (spec section 6).
  dependsOn: ['accounts'],
  routes: adminRoutes,
  web: 'web/index.ts',
})

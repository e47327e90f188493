import { definePlugin } from '#core/kernel/contract'

/**
 * The admin area's shell: its layout (navigation grouped by section from
 * every module's declared admin screens, header, drawer on narrow screens)
 * and its overview at /admin. Screens belong to their modules, which declare
 * them in their manifests (`admin`) and draw them in their web parts
 * (`adminScreens`); nothing here names one.
 */
export default definePlugin({
  id: 'admin',
  name: 'Admin',
  description: 'The admin area: its layout, navigation and overview.',
  // admin.access, the area's permission, is an accounts permission (spec section 6).
  dependsOn: ['accounts'],
  web: 'web/index.ts',
})

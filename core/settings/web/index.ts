import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'

/** The settings module's web part: the admin's settings screen, drawn from the settings schema. */
export default defineWebPlugin({
  id: 'settings',
  adminScreens: { settings: () => import('./settings_screen/settings_screen.js') },
})

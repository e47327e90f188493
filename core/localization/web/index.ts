import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'

/** The localization module's web part: the admin's languages and translate screens. */
export default defineWebPlugin({
  id: 'localization',
  adminScreens: { localizations: () => import('./localizations_screen/localizations_screen.js') },
})

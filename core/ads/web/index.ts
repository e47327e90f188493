import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'

/** The ads module's web part: the admin's ads screen. */
export default defineWebPlugin({
  id: 'ads',
  adminScreens: { ads: () => import('./ads_screen/ads_screen.js') },
})

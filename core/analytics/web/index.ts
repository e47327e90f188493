import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'

/** The analytics module's web part: the page-view beacon, drawn on every page of the app. */
export default defineWebPlugin({
  id: 'analytics',
  slots: { 'page-observers': () => import('./page_view_beacon.js') },
})

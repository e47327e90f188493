import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'

/** The music plugin's web part: its screens, loaded on first visit. */
export default defineWebPlugin({
  id: 'music',
  routes: [{ path: '/', lazy: () => import('./features/home/routes/home_page.js') }],
})

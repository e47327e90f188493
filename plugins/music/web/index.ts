import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'

/** The music plugin's web part: its screens and the player bar, loaded on first use. */
export default defineWebPlugin({
  id: 'music',
  routes: [{ path: '/', lazy: () => import('./features/home/routes/home_page.js') }],
  slots: { 'player-bar': () => import('./player/components/player_bar.js') },
})

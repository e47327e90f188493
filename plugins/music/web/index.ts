import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'

const channelPage = () => import('./features/channel/routes/channel_page.js')

/** The music plugin's web part: its screens and the player bar, loaded on first use. */
export default defineWebPlugin({
  id: 'music',
  routes: [
    { path: '/', lazy: () => import('./features/home/routes/home_page.js') },
    { path: '/channel/:slugOrId', lazy: channelPage },
    { path: '/channel/:slugOrId/:restriction', lazy: channelPage },
    // The bare channel forms match anything with one or two segments; react-router ranks
    // every static path above them, so they only catch what no other page claims.
    { path: '/:slugOrId', lazy: channelPage },
    { path: '/:slugOrId/:restriction', lazy: channelPage },
  ],
  slots: { 'player-bar': () => import('./player/components/player_bar.js') },
})

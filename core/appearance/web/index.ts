import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'
import { showsLanding } from './landing/landing_content.js'

/** The appearance module's web part: the landing page guests may get at '/' (the homepage option). */
export default defineWebPlugin({
  id: 'appearance',
  takeovers: [
    {
      name: 'landing-page',
      shows: showsLanding,
      load: () => import('./landing/components/landing_page.js'),
      // Plays started on the landing page keep their controls.
      bottomSlot: 'landing-player-bar',
    },
  ],
})

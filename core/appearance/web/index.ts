import LayoutTemplate from 'lucide-react/icons/layout-template'
import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'
import { showsLanding } from './landing/landing_content.js'

/**
 * The appearance module's web part: the live appearance editor at
 * admin/appearance (its sections: `appearanceSections`, here and in other
 * modules' web parts) and the landing page guests may get at '/' (the
 * homepage option).
 */
export default defineWebPlugin({
  id: 'appearance',
  adminScreens: { appearance: () => import('./editor/appearance_editor_page.js') },
  appearanceSections: [
    { id: 'landing-page', label: 'Landing page', icon: LayoutTemplate, load: () => import('./editor/sections/landing/landing_section.js'), order: 60 },
  ],
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

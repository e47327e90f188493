import Code from 'lucide-react/icons/code'
import LayoutTemplate from 'lucide-react/icons/layout-template'
import Palette from 'lucide-react/icons/palette'
import Settings2 from 'lucide-react/icons/settings-2'
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
    { id: 'general', label: 'General', icon: Settings2, load: () => import('./editor/sections/general/general_section.js'), order: 10 },
    { id: 'themes', label: 'Themes', icon: Palette, load: () => import('./editor/sections/themes/themes_section.js'), order: 40 },
    // Markup and styles on every page: super admins only (the server checks the same).
    { id: 'custom-code', label: 'Custom code', icon: Code, load: () => import('./editor/sections/custom_code/custom_code_section.js'), permission: 'admin', order: 70 },
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
